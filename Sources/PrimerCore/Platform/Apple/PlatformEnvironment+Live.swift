#if canImport(UIKit) && canImport(UserNotifications) && !os(watchOS)
import UIKit
import UserNotifications

extension PlatformEnvironment {
    /// The live ports of an iOS-family app: `UNUserNotificationCenter`, APNs registration answered
    /// through ``RemoteRegistrationRelay/shared`` (forward your app delegate's callbacks to it), the
    /// Settings app, `willEnterForegroundNotification`, the system clock, and `store` (by default a
    /// ``FileStore`` in Application Support). `presenter` shows the cards and alerts: by default the core's
    /// ``UIKitCardPresenter``, which shows every adapter's card (PrimerUI's `PrimerCardPresentation`
    /// for the SwiftUI card). Every live
    /// environment shares the process's one engine, `SoftAskEngine.live`.
    public static func live(
        presenter: any CardPresenter = UIKitCardPresenter(), store: (any KeyValueStore)? = nil,
        diagnostics: @escaping DiagnosticsHandler = { _ in }
    ) -> PlatformEnvironment {
        PlatformEnvironment(
            permissions: UserNotificationsPermissionCenter(), registrar: UIKitRemoteRegistrar(),
            settings: UIKitSettingsOpener(), lifecycle: UIKitAppLifecycle(),
            store: store ?? FileStore.standard(diagnostics: diagnostics), clock: SystemClock(),
            presenter: presenter, diagnostics: diagnostics, engine: .live)
    }
}
#endif
