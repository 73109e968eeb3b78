/// A driver of an adapter whose profile declares ``BehaviourProfile/disableUnregisters``, probed for
/// with `as?`.
public protocol NotificationDisablingDriver: PrimerDriver {
    /// Turns the app's notifications off through the adapter's public API (Actito's
    /// `disableRemoteNotifications()`), as an app's "notifications off" switch does; `false` when it refused.
    func disableNotifications() async -> Bool
}
