/// How a received notification reached the app.
public enum ActitoNotificationDeliveryMechanism: String, Sendable, Hashable, CaseIterable, Codable {
    /// A visible notification: the system showed (or will show) an alert.
    case standard
    /// A background push with no alert (`content-available` only).
    case silent
}
