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
