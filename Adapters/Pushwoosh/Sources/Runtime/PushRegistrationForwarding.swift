import Foundation
import PrimerCore

extension Pushwoosh {
    /// Forward `application(_:didRegisterForRemoteNotificationsWithDeviceToken:)` here, as with the vendor
    /// SDK; the live registrar (core's `RemoteRegistrationRelay.shared`) hands the token to the primer's
    /// registration and the registration callbacks.
    public static func handlePushRegistration(_ deviceToken: Data) {
        RemoteRegistrationRelay.shared.didRegister(deviceToken: deviceToken)
    }

    /// Forward `application(_:didFailToRegisterForRemoteNotificationsWithError:)` here.
    public static func handlePushRegistrationFailure(_ error: any Error) {
        RemoteRegistrationRelay.shared.didFailToRegister(error: error)
    }
}
