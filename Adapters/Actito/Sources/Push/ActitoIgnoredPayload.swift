@_spi(AdapterAuthoring) import PrimerCore

/// Why an Actito payload is not delivered to the app at all (no callback of any kind), as the vendor's
/// push handling stops on it. ``ActitoPush`` reports each as a diagnostic (``diagnostic``).
public enum ActitoIgnoredPayload: Sendable, Hashable, CustomStringConvertible {
    /// The payload has no string `id`; the vendor logs "Missing 'id' property" and stops.
    case missingId
    /// A notification (not a system one) has no string `notificationId`; the vendor logs "Missing
    /// 'notificationId' property" and stops.
    case missingNotificationId
    /// `x-application` (`nil` when absent) is not the application id the app configured
    /// (``Actito/configure(applicationId:)``): another application's push.
    case otherApplication(sent: String?, configured: String)

    /// The vendor's log line, then what was found.
    public var description: String {
        switch self {
        case .missingId:
            "Missing 'id' property: the Actito payload was not delivered"
        case .missingNotificationId:
            "Missing 'notificationId' property: the Actito notification was not delivered"
        case let .otherApplication(sent, configured):
            "Incoming notification from another application: 'x-application' is "
                + (sent.map { "'\($0)'" } ?? "absent") + ", the configured application id is '\(configured)'; ignored"
        }
    }

    /// A stable code for diagnostics: `actito.missingId`, `actito.missingNotificationId` or
    /// `actito.otherApplication`.
    public var code: String {
        switch self {
        case .missingId: "actito.missingId"
        case .missingNotificationId: "actito.missingNotificationId"
        case .otherApplication: "actito.otherApplication"
        }
    }

    /// The warning ``ActitoPush`` reports.
    public var diagnostic: Diagnostic { Diagnostic(.warning, code: code, description) }
}
