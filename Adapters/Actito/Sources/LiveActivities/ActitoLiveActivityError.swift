/// Why a live-activity call failed. Each message names the field and the bad value.
public enum ActitoLiveActivityError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The activity identifier is empty (or only spaces).
    case emptyActivityId
    /// The token is not a non-empty, even-length hex string (or the `Data` token is empty).
    case invalidToken(activityId: String, token: String)
    /// A topic is empty (or only spaces).
    case invalidTopic(activityId: String, index: Int, topic: String)
    /// No backend is configured (the vendor's "device unavailable": the SDK is not ready).
    case backendUnavailable(activityId: String)
    /// The backend refused or could not be reached.
    case backendFailed(operation: Operation, activityId: String, reason: String)

    /// The call that failed.
    public enum Operation: String, Sendable, Hashable {
        /// `registerLiveActivity`.
        case register
        /// `endLiveActivity`.
        case end
    }

    /// A sentence naming the field and the bad value.
    public var description: String {
        switch self {
        case .emptyActivityId: "'activityId' must not be empty"
        case let .invalidToken(activityId, token):
            "'token' of live activity '\(activityId)' must be non-empty hex with an even length, found '\(token)'"
        case let .invalidTopic(activityId, index, topic):
            "'topics[\(index)]' of live activity '\(activityId)' must not be empty, found '\(topic)'"
        case let .backendUnavailable(activityId):
            "live activity '\(activityId)': no backend configured (set 'liveActivityBackend')"
        case let .backendFailed(operation, activityId, reason):
            "\(operation.rawValue) of live activity '\(activityId)' failed: \(reason)"
        }
    }
}
