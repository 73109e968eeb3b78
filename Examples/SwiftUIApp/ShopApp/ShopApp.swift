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

    init() {
        let cards = PrimerCardPresentation()
        let environment = PlatformEnvironment.live(presenter: cards)
        // Once, at launch: every vendor API (here `Pushwoosh.configure`) runs over this platform. Only a
        // second call throws (`PlatformBootstrapError.alreadyBootstrapped`), and this is the first.
        try? PrimerPlatform.bootstrap(environment)
        self.cards = cards
        _permission = StateObject(
            wrappedValue: PermissionStatusObject(
                monitor: PermissionStatusMonitor(environment: environment)))
    }

    var body: some Scene {
        WindowGroup {
            ContentView(permission: permission)
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
