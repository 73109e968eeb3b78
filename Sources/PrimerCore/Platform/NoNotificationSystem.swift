import Foundation

/// The ports of a process with no notification system wired to it: a Linux process, or an app that has
/// not bootstrapped `PrimerPlatform`. Nothing is shown or granted; the status reads
/// `notDetermined`, requests and registration throw ``NotificationSystemUnavailable`` naming what to
/// configure, Settings does not open and cards answer ``CardAnswer/presenterMissing``. Adapters use it as their safe default
/// where the live ports do not exist, instead of crashing.
@_spi(AdapterAuthoring)
public struct NoNotificationSystem: PermissionCenter, RemoteRegistrar, SettingsOpener, AppLifecycle, CardPresenter {
    /// What the developer should configure (for example `call PrimerPlatform.bootstrap(_:)`).
    public var hint: String

    /// Creates the ports; `hint` goes into every error they throw.
    public init(hint: String = "give the adapter a PlatformEnvironment") {
        self.hint = hint
    }

    /// `notDetermined`: nothing was ever asked.
    public func authorizationStatus() async -> AuthorizationStatus { .notDetermined }
    /// Throws ``NotificationSystemUnavailable``.
    public func requestAuthorization(options: AuthorizationOptions) async throws -> Bool {
        throw NotificationSystemUnavailable(hint: hint)
    }
    /// Throws ``NotificationSystemUnavailable``.
    public func registerForRemoteNotifications() async throws -> DeviceToken {
        throw NotificationSystemUnavailable(hint: hint)
    }
    /// Does nothing.
    public func unregisterForRemoteNotifications() async {}
    /// `false`: there is no Settings app to open.
    public func openNotificationSettings() async -> Bool { false }
    /// Never fires: there is no foreground to return to.
    public func observeForeground(_ handler: @escaping @Sendable () async -> Void) -> LifecycleObservation {
        LifecycleObservation {}
    }
    /// ``CardAnswer/presenterMissing``: nothing here can show a card or an alert.
    public func present(_ card: PrimerCard) async -> CardAnswer { .presenterMissing }
}

extension PlatformEnvironment {
    /// An environment whose every port is ``NoNotificationSystem`` (with an in-memory store and the
    /// system clock): safe to run, grants nothing, and says in its errors what to configure. Each one is
    /// a placeholder device of its own, with an engine of its own: it has no prompt to share with
    /// anything, and an adapter's default host on Linux stays apart from another adapter's.
    @_spi(AdapterAuthoring) public static func withoutNotifications(hint: String) -> PlatformEnvironment {
        let none = NoNotificationSystem(hint: hint)
        return PlatformEnvironment(
            permissions: none, registrar: none, settings: none, lifecycle: none,
            store: InMemoryStore(), clock: SystemClock(), presenter: none, engine: SoftAskEngine())
    }
}
