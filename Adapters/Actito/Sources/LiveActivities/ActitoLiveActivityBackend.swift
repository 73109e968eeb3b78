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
