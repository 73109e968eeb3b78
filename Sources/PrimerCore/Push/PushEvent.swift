/// Something that happened in the push lifecycle, in vendor-neutral terms. Adapters translate their
/// delegate callbacks to and from these; ``PushEventRouter`` fans them out.
@_spi(AdapterAuthoring) public enum PushEvent: Sendable, Hashable, CustomStringConvertible {
    /// APNs registration failed: the registrar's error, kept as thrown.
    case registrationFailed(ThrownError)
    /// The push subscription changed: a new token (lower-case hex), or `nil` once unsubscribed.
    case subscriptionChanged(token: String?)
    /// Whether notifications may show UI changed (after a request, or a change in Settings).
    case settingsChanged(allowsUI: Bool)
    /// A push of the app's vendor arrived.
    case notificationReceived(PushPayload, delivery: PushDeliveryMechanism)
    /// The user opened a push of the app's vendor.
    case notificationOpened(PushPayload)
    /// The user chose an action of a push of the app's vendor; `responseText` for text-input actions.
    case actionOpened(PushPayload, action: String, responseText: String?)
    /// A push that is not the vendor's (or could not be read) arrived; the raw `userInfo` members.
    case unknownNotificationReceived([String: PushValue])
    /// The user opened a push that is not the vendor's.
    case unknownNotificationOpened([String: PushValue])
    /// The user chose an action of a push that is not the vendor's.
    case unknownActionOpened(action: String, userInfo: [String: PushValue], responseText: String?)
    /// The user asked for the app's own notification settings, from a push or (`nil`) from Settings.
    case shouldOpenSettings(PushPayload?)

    /// A short name for logs and reports (`notificationReceived(silent)`).
    public var description: String {
        switch self {
        case let .registrationFailed(error): "registrationFailed(\(error.reason))"
        case let .subscriptionChanged(token): "subscriptionChanged(\(token ?? "nil"))"
        case let .settingsChanged(allowsUI): "settingsChanged(\(allowsUI))"
        case let .notificationReceived(_, delivery): "notificationReceived(\(delivery.rawValue))"
        case .notificationOpened: "notificationOpened"
        case let .actionOpened(_, action, _): "actionOpened(\(action))"
        case .unknownNotificationReceived: "unknownNotificationReceived"
        case .unknownNotificationOpened: "unknownNotificationOpened"
        case let .unknownActionOpened(action, _, _): "unknownActionOpened(\(action))"
        case let .shouldOpenSettings(payload): "shouldOpenSettings(\(payload == nil ? "settings" : "notification"))"
        }
    }
}
