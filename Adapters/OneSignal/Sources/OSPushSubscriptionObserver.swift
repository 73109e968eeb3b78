/// Hears every change of `OneSignal.User.pushSubscription` (its token or opted-in state), on the main
/// thread, in the order the changes happened.
///
/// Held weakly, as the vendor's observable holds it: keep your observer alive yourself. Main-actor
/// isolated, so an app delegate or view controller conforms as written for the vendor, and a plain
/// class conforming on its declaration becomes main-actor isolated.
@MainActor
public protocol OSPushSubscriptionObserver: AnyObject, Sendable {
    /// `state.previous` is what observers heard last, `state.current` the subscription now.
    func onPushSubscriptionDidChange(state: OSPushSubscriptionChangedState)
}
