import Foundation
import PrimerCore

/// The simulated `UNUserNotificationCenter`.
public struct SimulatedPermissionCenter: PermissionCenter {
    let system: SimulatedSystem

    /// The status iOS holds for the app.
    public func authorizationStatus() async -> AuthorizationStatus { await system.readStatus() }

    /// iOS's request semantics (see ``SimulatedDevice``).
    public func requestAuthorization(options: AuthorizationOptions) async throws -> Bool {
        try await system.request(options: options)
    }
}

/// The simulated APNs registration.
public struct SimulatedRegistrar: RemoteRegistrar {
    let system: SimulatedSystem

    /// The scripted token, or throws the scripted error.
    public func registerForRemoteNotifications() async throws -> DeviceToken { try await system.register() }

    /// Records the call.
    public func unregisterForRemoteNotifications() async { system.unregister() }
}

/// The simulated Settings app.
public struct SimulatedSettings: SettingsOpener {
    let system: SimulatedSystem

    /// Opens the app's notification settings, where the scripted user acts.
    public func openNotificationSettings() async -> Bool { system.openSettings() }
}

/// The simulated foreground signal; ``SimulatedDevice/returnToForeground()`` fires it.
public struct SimulatedLifecycle: AppLifecycle {
    let system: SimulatedSystem

    /// Registers `handler` until the observation is cancelled or the process relaunches.
    public func observeForeground(_ handler: @escaping @Sendable () async -> Void) -> LifecycleObservation {
        system.observeForeground(handler)
    }
}

/// The scripted user answering primer cards.
public struct SimulatedCardPresenter: CardPresenter {
    let system: SimulatedSystem

    /// The user's next card answer; a card that fails to present leaves no trace.
    public func present(_ card: PrimerCard) async -> CardAnswer { await system.present(card) }
}

/// The engine's status-read deadline on the simulated device: it passes at once while the device's
/// status reads hang, and never otherwise (it waits until the read wins and cancels it), so a read
/// times out exactly when the test scripts it.
struct SimulatedStatusDeadline: PrimerTimer {
    /// Weak: the system owns its engine, which owns this deadline.
    weak var system: SimulatedSystem?

    func sleep(for duration: TimeInterval) async throws {
        if system?.statusReadsHangNow == true { return }
        try await suspendUntilCancelled()
    }
}
