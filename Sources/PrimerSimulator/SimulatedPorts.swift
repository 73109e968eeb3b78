import Foundation
import PrimerCore

/// The simulated `UNUserNotificationCenter`.
public struct SimulatedPermissionCenter: PermissionCenter {
    let device: SimulatedDevice

    /// The status iOS holds for the app.
    public func authorizationStatus() async -> AuthorizationStatus { await device.readStatus() }

    /// iOS's request semantics (see ``SimulatedDevice``).
    public func requestAuthorization(options: AuthorizationOptions) async throws -> Bool {
        try await device.request(options: options)
    }
}

/// The simulated APNs registration.
public struct SimulatedRegistrar: RemoteRegistrar {
    let device: SimulatedDevice

    /// The scripted token, or throws the scripted error.
    public func registerForRemoteNotifications() async throws -> DeviceToken { try await device.register() }

    /// Records the call.
    public func unregisterForRemoteNotifications() async { device.unregister() }
}

/// The simulated Settings app.
public struct SimulatedSettings: SettingsOpener {
    let device: SimulatedDevice

    /// Opens the app's notification settings, where the scripted user acts.
    public func openNotificationSettings() async -> Bool { device.openSettings() }
}

/// The simulated foreground signal; ``SimulatedDevice/returnToForeground()`` fires it.
public struct SimulatedLifecycle: AppLifecycle {
    let device: SimulatedDevice

    /// Registers `handler` until the observation is cancelled or the process relaunches.
    public func observeForeground(_ handler: @escaping @Sendable () async -> Void) -> LifecycleObservation {
        device.observeForeground(handler)
    }
}

/// The scripted user answering primer cards.
public struct SimulatedCardPresenter: CardPresenter {
    let device: SimulatedDevice

    /// The user's next card answer; a card that fails to present leaves no trace.
    public func present(_ card: PrimerCard) async -> CardAnswer { await device.present(card) }
}

/// The engine's status-read deadline on the simulated device: it passes at once while the device's
/// status reads hang, and never otherwise (it waits until the read wins and cancels it), so a read
/// times out exactly when the test scripts it.
struct SimulatedStatusDeadline: PrimerTimer {
    /// Weak: the device owns its engine, which owns this deadline.
    weak var device: SimulatedDevice?

    func sleep(for duration: TimeInterval) async throws {
        if device?.statusReadsHangNow == true { return }
        try await suspendUntilCancelled()
    }
}
