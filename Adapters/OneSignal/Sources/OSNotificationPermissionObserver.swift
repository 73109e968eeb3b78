/// Hears every change of `OneSignal.Notifications.permission` the SDK sees (answers to its requests and
/// the status read again on each return to the foreground), on the main thread.
///
/// The SDK holds observers weakly, as the vendor's observable does: keep your observer alive yourself.
@MainActor
public protocol OSNotificationPermissionObserver: AnyObject, Sendable {
    /// `permission` is the new value of `OneSignal.Notifications.permission`.
    func onNotificationPermissionDidChange(_ permission: Bool)
}
