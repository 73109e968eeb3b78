/// The user's answer to a notification, as `UNNotificationResponse` carries it, in platform-neutral
/// form for ``ActitoPush/userNotificationCenter(didReceive:)``.
public struct ActitoNotificationResponse {
    /// `UNNotificationDefaultActionIdentifier`: the notification itself was tapped.
    public static let defaultActionIdentifier = "com.apple.UNNotificationDefaultActionIdentifier"
    /// `UNNotificationDismissActionIdentifier`: the notification was dismissed.
    public static let dismissActionIdentifier = "com.apple.UNNotificationDismissActionIdentifier"

    /// The chosen action (one of the two identifiers above, or an action's identifier).
    public var actionIdentifier: String
    /// The notification's `userInfo`.
    public var userInfo: [AnyHashable: Any]
    /// The text typed for a text-input action (`UNTextInputNotificationResponse.userText`).
    public var userText: String?

    public init(actionIdentifier: String, userInfo: [AnyHashable: Any], userText: String? = nil) {
        self.actionIdentifier = actionIdentifier
        self.userInfo = userInfo
        self.userText = userText
    }
}
