#if canImport(SwiftUI) && os(iOS)
import PrimerCore
import PrimerUI
import PushwooshAdapter
import SwiftUI

/// A complete SwiftUI app using PushPrimerKit: the Pushwoosh-style primer, its card drawn by PrimerUI,
/// and a settings row that follows the permission status. Type-checked for iOS by
/// `scripts/typecheck-swiftui-example` (see CONTRIBUTING.md).
@main struct ShopApp: App {
    @UIApplicationDelegateAdaptor(AppDelegate.self) private var appDelegate
    @StateObject private var permission: PermissionStatusObject
    private let cards: PrimerCardPresentation
    private let pushwoosh: PushwooshRuntime

    init() {
        let cards = PrimerCardPresentation()
        let environment = PlatformEnvironment.live(presenter: cards)
        self.cards = cards
        pushwoosh = PushwooshRuntime(environment: environment)
        _permission = StateObject(
            wrappedValue: PermissionStatusObject(
                monitor: PermissionStatusMonitor(environment: environment)))
    }

    var body: some Scene {
        WindowGroup {
            ContentView(permission: permission, pushwoosh: pushwoosh)
                .primerCard(cards)
                .task { await permission.monitor.start() }
        }
    }
}

/// Hands the APNs answer to PushPrimerKit (and, in a real app, to the vendor or your backend).
final class AppDelegate: NSObject, UIApplicationDelegate {
    func application(
        _ application: UIApplication,
        didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data
    ) {
        RemoteRegistrationRelay.shared.didRegister(deviceToken: deviceToken)
    }

    func application(
        _ application: UIApplication,
        didFailToRegisterForRemoteNotificationsWithError error: any Error
    ) {
        RemoteRegistrationRelay.shared.didFailToRegister(error: error)
    }
}
#endif
