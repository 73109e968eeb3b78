import Foundation
import PrimerCore
import Synchronization

extension InAppPushPrimer {
    private static let host = Mutex(PlatformEnvironment.activeReachHost)

    /// The system ports ``init(emit:defaults:)`` uses (its `defaults` replace the store): the core's live
    /// ports on iOS-family platforms (`PlatformEnvironment.live`; forward your app delegate's registration
    /// callbacks to `RemoteRegistrationRelay.shared`), a simulated device's environment in tests. Where
    /// there are no live ports (Linux) it starts as a platform without notifications: the status reads
    /// `notDetermined`, requests and registration fail, and Settings cannot open.
    public static var hostEnvironment: PlatformEnvironment {
        get { host.withLock { $0 } }
        set { host.withLock { $0 = newValue } }
    }
}

extension PlatformEnvironment {
    /// A platform without a notification system (a Linux process nobody configured).
    static var unavailable: PlatformEnvironment {
        PlatformEnvironment(permissions: NoNotificationSystem(), registrar: NoNotificationSystem(),
                            settings: NoNotificationSystem(), lifecycle: NoNotificationSystem(),
                            store: InMemoryStore(), clock: SystemClock(), presenter: NoNotificationSystem())
    }
}

/// The ports of a platform without notifications: nothing is ever shown or granted.
struct NoNotificationSystem: PermissionCenter, RemoteRegistrar, SettingsOpener, AppLifecycle, CardPresenter {
    struct Unavailable: Error, CustomStringConvertible {
        var description: String { "no notification system: set InAppPushPrimer.hostEnvironment" }
    }

    func authorizationStatus() async -> AuthorizationStatus { .notDetermined }
    func requestAuthorization(options: AuthorizationOptions) async throws -> Bool { throw Unavailable() }
    func registerForRemoteNotifications() async throws -> DeviceToken { throw Unavailable() }
    func unregisterForRemoteNotifications() async {}
    func openNotificationSettings() async -> Bool { false }
    func observeForeground(_ handler: @escaping @Sendable () async -> Void) -> LifecycleObservation {
        LifecycleObservation {}
    }
    func present(_ card: PrimerCard) async -> CardAnswer { .failedToPresent }
}
