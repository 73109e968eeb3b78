/// The device's push subscription: the APNs token Actito sends notifications to.
public struct ActitoPushSubscription: Sendable, Hashable, Codable {
    /// The APNs device token in lower-case hex.
    public let token: String

    /// Creates a subscription for `token` (lower-case hex).
    public init(token: String) {
        self.token = token
    }
}
