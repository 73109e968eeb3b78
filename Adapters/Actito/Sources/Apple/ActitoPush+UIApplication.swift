#if canImport(UIKit) && !os(watchOS)
import Foundation
import PrimerCore
import UIKit

// The vendor's `ActitoPushUIApplicationDelegate` shape: the app delegate forwards its remote-notification
// callbacks here. Tokens and registration errors go to the core's `RemoteRegistrationRelay.shared`, which
// answers the live registrar of `PlatformEnvironment.live` (and so `enableRemoteNotifications()`).
extension ActitoPush {
    /// Forward of `application(_:didRegisterForRemoteNotificationsWithDeviceToken:)`.
    public func application(
        _ application: UIApplication,
        didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data
    ) {
        RemoteRegistrationRelay.shared.didRegister(deviceToken: deviceToken)
    }

    /// Forward of `application(_:didFailToRegisterForRemoteNotificationsWithError:)`; a pending
    /// ``enableRemoteNotifications()`` hands it to `didFailToRegisterForRemoteNotificationsWithError`.
    public func application(
        _ application: UIApplication,
        didFailToRegisterForRemoteNotificationsWithError error: any Error
    ) {
        RemoteRegistrationRelay.shared.didFailToRegister(error: error)
    }

    /// Forward of `application(_:didReceiveRemoteNotification:)` (the async form of
    /// `…fetchCompletionHandler:`): the receive callbacks (``application(didReceiveRemoteNotification:)``).
    public func application(
        _ application: UIApplication,
        didReceiveRemoteNotification userInfo: [AnyHashable: Any]
    ) async -> UIBackgroundFetchResult {
        // `self.`: inside this method `application` names the UIApplication parameter.
        await self.application(didReceiveRemoteNotification: userInfo)
        return .newData
    }
}
#endif
