import Foundation

/// Why `RemoteRegistrationRelay.register(deadline:start:)` gave up.
public enum RemoteRegistrationError: Error, Sendable, Hashable, CustomStringConvertible {
    /// Neither `didRegisterForRemoteNotificationsWithDeviceToken` nor `didFailToRegister...` reached the
    /// relay before the deadline (usually: the app delegate does not forward them).
    case noAnswer

    /// A sentence naming the missing callbacks.
    public var description: String {
        "no answer to registerForRemoteNotifications before the deadline: forward the app delegate's "
            + "didRegisterForRemoteNotificationsWithDeviceToken and didFailToRegisterForRemoteNotificationsWithError "
            + "to RemoteRegistrationRelay.shared"
    }
}
