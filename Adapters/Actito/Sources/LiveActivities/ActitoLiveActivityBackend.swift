/// Where live-activity registrations go: Actito's REST API in an app (`POST /live-activity` and
/// `DELETE /live-activity/{activityId}/{deviceId}`), a fake in tests.
///
/// Contract: each call either records the change on the server and returns, or throws; the device
/// identifier and the path encoding are the backend's business.
public protocol ActitoLiveActivityBackend: Sendable {
    /// Starts (or updates) the remote updates of an activity.
    func registerLiveActivity(_ registration: ActitoLiveActivityRegistration) async throws
    /// Stops the remote updates of `activityId`.
    func endLiveActivity(_ activityId: String) async throws
}

/// One live activity as Actito knows it: what `registerLiveActivity` sends.
public struct ActitoLiveActivityRegistration: Sendable, Hashable, Codable {
    /// The app's identifier of the activity (`order-tracker`).
    public var activityId: String
    /// The activity's push token in lower-case hex.
    public var token: String
    /// Groups used to target several activities at once.
    public var topics: [String]

    public init(activityId: String, token: String, topics: [String]) {
        self.activityId = activityId
        self.token = token
        self.topics = topics
    }
}
