import PrimerCore

/// The state a ``VendorCase`` starts from: the OS status, what the app's disk holds (written through
/// the store the check runs on, as an earlier launch would have) and the settings the launch reads.
public struct CaseStart: Sendable {
    /// The notification permission as iOS holds it.
    public var status: AuthorizationStatus
    /// The app's stored keys and values.
    public var stored: [String: StoredValue]
    /// Settings by name (``SurfaceContext/settings``).
    public var settings: [String: String]

    public init(
        _ status: AuthorizationStatus = .notDetermined, stored: [String: StoredValue] = [:],
        settings: [String: String] = [:]
    ) {
        self.status = status
        self.stored = stored
        self.settings = settings
    }
}
