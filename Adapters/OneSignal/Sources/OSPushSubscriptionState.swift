/// The push subscription at one moment, as `OSPushSubscriptionObserver`s hear it.
public struct OSPushSubscriptionState: Sendable, Hashable {
    /// The subscription's OneSignal id: always `nil` here, since there is no OneSignal server to create
    /// the subscription (the vendor's is `nil` too until its server answers).
    public let id: String?
    /// The APNs device token in lower-case hex, `nil` until a registration delivered one.
    public let token: String?
    /// Whether pushes reach the user: notifications allowed (authorized, provisional or ephemeral) and
    /// the app has not called `optOut()` since its last `optIn()`.
    public let optedIn: Bool
}

extension OSPushSubscriptionState {
    /// The state as the vendor's JSON: `id`, `token` (each left out when `nil`) and `optedIn`.
    public func jsonRepresentation() -> [String: Any] {
        var json: [String: Any] = ["optedIn": optedIn]
        json["id"] = id
        json["token"] = token
        return json
    }
}
