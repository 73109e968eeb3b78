import PrimerCore

/// What an adapter's own properties say about the app's notifications after a step
/// (``NotificationStateDriver/notificationState()``): Actito's `hasRemoteNotificationsEnabled` and `allowedUI`,
/// OneSignal's `canRequestPermission`.
public struct AdapterNotificationState: Sendable, Hashable, CustomStringConvertible {
    /// Whether the app turned notifications on through the adapter (a card-less adapter's call, every
    /// `presentPrimer()`) and has not turned them off since (``NotificationDisablingDriver/disableNotifications()``);
    /// kept across relaunches. `nil` when the adapter keeps no such flag.
    public var enabledByApp: Bool?
    /// The statuses the adapter's "notifications may show" property says the device is in, as a status
    /// callback's ``AdapterReport/statuses``; `nil` when it says nothing about the status.
    public var statuses: Set<AuthorizationStatus>?
    /// Whether the adapter says its enable call would still show the system prompt (OneSignal's
    /// `canRequestPermission`): `false` once the app made that call on this install (any launch) or the
    /// user answered; `nil` when it says nothing about it.
    public var canAsk: Bool?

    public init(enabledByApp: Bool?, statuses: Set<AuthorizationStatus>?, canAsk: Bool? = nil) {
        self.enabledByApp = enabledByApp
        self.statuses = statuses
        self.canAsk = canAsk
    }

    /// `enabled by the app: …, statuses: …, can ask: …`, for reports.
    public var description: String {
        "enabled by the app: \(enabledByApp.map { "\($0)" } ?? "not kept"), statuses: "
            + (statuses.map { "\($0.map(\.description).sorted())" } ?? "none stated")
            + (canAsk.map { ", can ask: \($0)" } ?? "")
    }
}
