import PrimerCore

/// A push notification as the system hands it to the app, for drivers of adapters that claim
/// ``AdapterCapabilities/pushEvents``. The payload is the APNs `userInfo` as JSON text, so the value is
/// `Sendable` and a fixture or a test can write it literally.
public struct PushDelivery: Sendable, Hashable, Codable, CustomStringConvertible {
    /// How the push reaches the app.
    public enum Kind: Sendable, Hashable, Codable {
        /// Delivered while the app runs (`willPresent` in the foreground, or a background/silent push).
        case received
        /// The user tapped the notification.
        case opened
        /// The user chose a notification action; `responseText` for text-input actions.
        case openedAction(identifier: String, responseText: String?)
    }

    /// How the push reaches the app.
    public var kind: Kind
    /// The APNs `userInfo` dictionary as JSON text (possibly malformed: adapters must not crash on it).
    public var payloadJSON: String

    /// `UNNotificationDismissActionIdentifier`: the action iOS reports when the user dismisses a
    /// notification of a category with `.customDismissAction`.
    public static let dismissActionIdentifier = "com.apple.UNNotificationDismissActionIdentifier"

    public init(_ kind: Kind, payloadJSON: String) {
        self.kind = kind
        self.payloadJSON = payloadJSON
    }

    /// `kind: payload`, for reports.
    public var description: String {
        switch kind {
        case .received: "received \(payloadJSON)"
        case .opened: "opened \(payloadJSON)"
        case let .openedAction(identifier, text): "action(\(identifier)\(text.map { ", \($0)" } ?? "")) \(payloadJSON)"
        }
    }
}
