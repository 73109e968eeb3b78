import PrimerCore

/// A driver of an adapter that claims ``AdapterCapabilities/pushEvents``. The suite probes for it with
/// `as?`, so a profile cannot claim push events for a driver that has no way to deliver one.
public protocol PushEventsDriver: PrimerDriver {
    /// Hands the adapter a push as the system would (through its public entry points: the app delegate /
    /// `UNUserNotificationCenterDelegate` forwarding calls) and returns once every callback it triggers
    /// has run; `false` when the adapter refused it.
    func deliverPush(_ push: PushDelivery) async -> Bool
}
