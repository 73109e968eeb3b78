import PrimerCore

/// What an adapter's own properties say about the app's notifications after a step
/// (``NotificationStateDriver/notificationState()``): Actito's `hasRemoteNotificationsEnabled` and `allowedUI`.
public struct AdapterNotificationState: Sendable, Hashable, CustomStringConvertible {
    /// Whether the app turned notifications on through the adapter (a card-less adapter's call, every
    /// `presentPrimer()`) and has not turned them off since (``NotificationDisablingDriver/disableNotifications()``);
    /// kept across relaunches.
    public var enabledByApp: Bool
    /// The statuses the adapter's "notifications may show" property says the device is in, as a status
    /// callback's ``AdapterReport/statuses``; `nil` when it says nothing about the status.
    public var statuses: Set<AuthorizationStatus>?

    public init(enabledByApp: Bool, statuses: Set<AuthorizationStatus>?) {
        self.enabledByApp = enabledByApp
        self.statuses = statuses
    }

    /// `enabled by the app: …, statuses: …`, for reports.
    public var description: String {
        "enabled by the app: \(enabledByApp), statuses: "
            + (statuses.map { "\($0.map(\.description).sorted())" } ?? "none stated")
    }
}
