#if canImport(UIKit) && canImport(UserNotifications) && !os(watchOS)
import UIKit

extension SystemPorts {
    /// The live ports of an iOS-family app, with the core's UIKit presenter (``UIKitCardPresenter``).
    static var uikit: SystemPorts {
        let live = PlatformEnvironment.live()
        return SystemPorts(standingInFor: live, presenter: live.presenter)
    }
}
#endif
