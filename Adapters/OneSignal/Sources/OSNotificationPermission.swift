import PrimerCore

/// The notification permission as the SDK reports it (`OneSignal.Notifications.permissionNative`); raw
/// values are the vendor's.
public enum OSNotificationPermission: Int, Sendable, Hashable, CaseIterable {
    /// The user was never asked.
    case notDetermined = 0
    /// The user said no, or turned notifications off.
    case denied = 1
    /// The user allowed notifications.
    case authorized = 2
    /// Quiet delivery to the Notification Center without having asked.
    case provisional = 3
    /// An App Clip's temporary authorization.
    case ephemeral = 4

    /// The vendor's value for the system status `status`.
    init(_ status: AuthorizationStatus) {
        switch status {
        case .notDetermined: self = .notDetermined
        case .denied: self = .denied
        case .authorized: self = .authorized
        case .provisional: self = .provisional
        case .ephemeral: self = .ephemeral
        }
    }
}
