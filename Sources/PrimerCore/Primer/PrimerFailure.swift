/// Why an attempt did not get an answer from the system, typed; code decides on the case, and the
/// request's error is kept as thrown.
public enum PrimerFailure: Error, Sendable, Hashable, Codable, CustomStringConvertible {
    /// The system's authorization request threw instead of answering (``PrimerOutcome/failed(_:start:end:campaignId:)``):
    /// the error as thrown.
    case authorizationRequestFailed(ThrownError)
    /// A denied user was to be sent to the Settings app, and it could not be opened
    /// (``PrimerOutcome/denied(start:end:requested:registration:failure:campaignId:)``).
    case settingsUnavailable

    /// The request's error as written for logs, or the description when there is none.
    public var reason: String {
        switch self {
        case let .authorizationRequestFailed(error): error.reason
        case .settingsUnavailable: description
        }
    }

    /// A sentence for logs.
    public var description: String {
        switch self {
        case let .authorizationRequestFailed(error): "the authorization request failed: \(error.reason)"
        case .settingsUnavailable: "the Settings app could not be opened"
        }
    }
}
