/// The notification-permission status of an app install, mirroring `UNAuthorizationStatus`.
///
/// Raw values equal Apple's, so the Apple bridge is `UNAuthorizationStatus(rawValue: status.rawValue)`.
public enum AuthorizationStatus: Int, Sendable, Hashable, CaseIterable, Codable, CustomStringConvertible {
    /// The user has not been asked yet; the system prompt can still be shown once.
    case notDetermined = 0
    /// The user refused; only the Settings app can change this.
    case denied = 1
    /// The user allowed notifications.
    case authorized = 2
    /// Notifications are delivered quietly without a prompt having been shown; an upgrade is possible.
    case provisional = 3
    /// Temporary authorization of an App Clip.
    case ephemeral = 4

    /// Whether notifications can reach the user in any form (authorized, provisional or ephemeral).
    public var allowsDelivery: Bool {
        switch self {
        case .authorized, .provisional, .ephemeral: true
        case .notDetermined, .denied: false
        }
    }

    /// The Swift case name, used in reports and command-line output.
    public var description: String {
        switch self {
        case .notDetermined: "notDetermined"
        case .denied: "denied"
        case .authorized: "authorized"
        case .provisional: "provisional"
        case .ephemeral: "ephemeral"
        }
    }

    /// Parses a case name as printed by ``description`` (used by command-line tools and fixtures).
    @_spi(AdapterAuthoring) public init?(name: String) {
        guard let match = Self.allCases.first(where: { $0.description == name }) else { return nil }
        self = match
    }
}
