import PrimerCore

/// What the permission chain a primer started reports after the card (the vendor's "regular
/// registration callbacks", where the final answer arrives).
public enum PWPushRegistrationEvent: Sendable, Hashable, CustomStringConvertible {
    /// The system request was answered (with or without a prompt): the status it left.
    case permissionResolved(AuthorizationStatus)
    /// The app came back from Settings after a redirect: the status read again.
    case returnedFromSettings(AuthorizationStatus)
    /// APNs registration delivered this token (lower-case hex).
    case registered(token: String)
    /// APNs registration failed: the registrar's error, kept as thrown.
    case registrationFailed(error: ThrownError)

    /// The canonical event it stands for.
    public var event: PrimerEventName {
        switch self {
        case let .permissionResolved(status): status.allowsDelivery ? .permissionGranted : .permissionDenied
        case .returnedFromSettings: .settingsReturned
        case .registered: .registered
        case .registrationFailed: .registrationFailed
        }
    }

    /// `permissionResolved(authorized)`, `registered(ab12...)`, ...
    public var description: String {
        switch self {
        case let .permissionResolved(status): "permissionResolved(\(status))"
        case let .returnedFromSettings(status): "returnedFromSettings(\(status))"
        case let .registered(token): "registered(\(token))"
        case let .registrationFailed(error): "registrationFailed(\(error.reason))"
        }
    }

    /// The registration event for an engine event, or `nil` for card-level events.
    init?(_ event: PrimerEvent) {
        switch event.kind {
        case let .permissionGranted(status), let .permissionDenied(status, _):
            self = .permissionResolved(status)
        case let .settingsReturned(status):
            self = .returnedFromSettings(status)
        case let .registered(token):
            self = .registered(token: token)
        case let .registrationFailed(failure):
            self = .registrationFailed(error: failure)
        case .displayed, .suppressed, .allowTapped, .laterTapped, .dismissed, .redirectedToSettings:
            return nil
        }
    }
}

/// Receives ``PWPushRegistrationEvent``s, on no particular thread.
public typealias PWPushRegistrationHandler = @Sendable (PWPushRegistrationEvent) -> Void
