import PrimerCore

/// A driver of an adapter that claims both ``AdapterCapabilities/pushEvents`` and
/// ``AdapterCapabilities/notificationOptions``, probed for with `as?`.
public protocol ForegroundPresentationDriver: PushEventsDriver, NotificationOptionsDriver {
    /// The options the adapter answers when iOS is about to show the push `payloadJSON` (the APNs
    /// `userInfo` as JSON text) while the app is in the foreground (`userNotificationCenter(_:willPresent:)`).
    func foregroundPresentation(_ payloadJSON: String) async -> PresentationOptions?
}
