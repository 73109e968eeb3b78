import PrimerCore

/// A driver of an adapter that claims ``AdapterCapabilities/notificationOptions``, probed for with `as?`.
public protocol NotificationOptionsDriver: PrimerDriver {
    /// The options the adapter uses now, or `nil` when it cannot say.
    func notificationOptions() async -> NotificationOptions?
    /// Sets `options` through the adapter's public API, with or without an app-side handler for the
    /// system's "notification settings" link (`shouldOpenSettings`-style); `false` when it refused.
    func configureOptions(_ options: NotificationOptions, handlesSettingsLink: Bool) async -> Bool
}
