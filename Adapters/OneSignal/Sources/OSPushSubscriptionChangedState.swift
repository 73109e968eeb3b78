/// One change of the push subscription: what observers last heard and what it is now.
public struct OSPushSubscriptionChangedState: Sendable, Hashable {
    public let previous: OSPushSubscriptionState
    public let current: OSPushSubscriptionState
}

extension OSPushSubscriptionChangedState {
    /// The change as the vendor's JSON: `previous` and `current`, each as
    /// ``OSPushSubscriptionState/jsonRepresentation()``.
    public func jsonRepresentation() -> [String: Any] {
        ["previous": previous.jsonRepresentation(), "current": current.jsonRepresentation()]
    }
}
