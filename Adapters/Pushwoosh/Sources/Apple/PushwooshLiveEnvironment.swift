#if canImport(UIKit) && canImport(UserNotifications) && (os(iOS) || os(visionOS))
import Foundation
import PrimerCore
import UIKit
import UserNotifications

// Thin live bindings for the Pushwoosh runtime's default environment: raw-value bridges and one-line
// calls. Every decision is in the platform-neutral code.

extension PlatformEnvironment {
    /// The device's ports: `UNUserNotificationCenter`, APNs registration answered through
    /// `Pushwoosh.handlePushRegistration`, the Settings app, the foreground notification, the standard
    /// `UserDefaults`, the system clock and the UIKit presenter.
    static func pushwooshLive() -> PlatformEnvironment {
        PlatformEnvironment(permissions: LivePermissionCenter(), registrar: LiveRegistrar(), settings: LiveSettings(),
                            lifecycle: LiveLifecycle(), store: DefaultsStore(suiteName: nil), clock: SystemClock(),
                            presenter: PWPushPrimerUIKitPresenter())
    }
}

struct LivePermissionCenter: PermissionCenter {
    func authorizationStatus() async -> AuthorizationStatus {
        let raw = await UNUserNotificationCenter.current().notificationSettings().authorizationStatus.rawValue
        return AuthorizationStatus(rawValue: raw) ?? .notDetermined
    }

    func requestAuthorization(options: AuthorizationOptions) async throws -> Bool {
        try await UNUserNotificationCenter.current().requestAuthorization(options: UNAuthorizationOptions(rawValue: options.rawValue))
    }
}

struct LiveRegistrar: RemoteRegistrar {
    func registerForRemoteNotifications() async throws -> DeviceToken {
        // iOS answers through the app delegate; a 30 s limit keeps an app that does not forward the
        // answer from holding the primer's slot.
        try await RegistrationRelay.shared.register(timeoutNanoseconds: 30_000_000_000) { @MainActor in
            UIApplication.shared.registerForRemoteNotifications()
        }
    }

    func unregisterForRemoteNotifications() async {
        await MainActor.run { UIApplication.shared.unregisterForRemoteNotifications() }
    }
}

struct LiveSettings: SettingsOpener {
    func openNotificationSettings() async -> Bool {
        await Self.open()
    }

    @MainActor private static func open() async -> Bool {
        var link = UIApplication.openSettingsURLString
        if #available(iOS 16, visionOS 1, *) { link = UIApplication.openNotificationSettingsURLString }
        guard let url = URL(string: link) else { return false }
        return await UIApplication.shared.open(url)
    }
}

struct LiveLifecycle: AppLifecycle {
    func observeForeground(_ handler: @escaping @Sendable () async -> Void) -> LifecycleObservation {
        let name = Notification.Name("UIApplicationWillEnterForegroundNotification")
        let token = ObserverToken(NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { _ in
            Task { await handler() }
        })
        return LifecycleObservation { NotificationCenter.default.removeObserver(token.value) }
    }
}

/// A `NotificationCenter` observer token. `@unchecked Sendable` is safe: the token is immutable and
/// `removeObserver(_:)` may be called from any thread (NotificationCenter is thread-safe).
private final class ObserverToken: @unchecked Sendable {
    let value: any NSObjectProtocol
    init(_ value: any NSObjectProtocol) { self.value = value }
}
#endif
