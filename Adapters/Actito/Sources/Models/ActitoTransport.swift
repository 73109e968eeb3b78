/// Where Actito delivers this device's notifications.
public enum ActitoTransport: String, Sendable, Hashable, CaseIterable, Codable {
    /// Actito's own channel only (inbox, in-app): remote notifications are disabled.
    case notificare = "Notificare"
    /// Apple Push Notification service with the subscription's token.
    case apns = "APNS"
}
