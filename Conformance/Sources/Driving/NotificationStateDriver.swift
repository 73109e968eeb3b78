/// A driver of an adapter that keeps its own state of the app's notifications, probed for with `as?`:
/// the suite judges that state after every step.
public protocol NotificationStateDriver: PrimerDriver {
    /// What the adapter's own public properties say about the app's notifications now (Actito's
    /// `hasRemoteNotificationsEnabled` and `allowedUI`).
    func notificationState() async -> AdapterNotificationState
}
