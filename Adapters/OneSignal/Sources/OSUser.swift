/// `OneSignal.User`: the device's user, of which this SDK models the push subscription only (no
/// OneSignal server here: no aliases, tags, email or login).
public final class OSUser: Sendable {
    /// The device's push subscription: the token, the opted-in state and its observers.
    public let pushSubscription: OSPushSubscription

    init(pushSubscription: OSPushSubscription) {
        self.pushSubscription = pushSubscription
    }
}
