/// The configuration endpoint's answer: whether the SDK runs on this device and where the other
/// endpoints live (`{"data": {"rolloutPercentage": 100, "endpoints": {...}}}`).
public struct ConfigResponse: Sendable, Hashable, Codable {
    /// The payload.
    public var data: ConfigData

    /// Creates a response.
    public init(data: ConfigData) { self.data = data }
}

/// The `data` object of a ``ConfigResponse``.
public struct ConfigData: Sendable, Hashable, Codable {
    /// Percentage of devices the SDK is enabled for (required: a response without it is rejected).
    public var rolloutPercentage: Int
    /// The endpoints; `nil` when the backend sends none (the SDK then cannot ping).
    public var endpoints: ConfigEndpoints?

    /// Creates the payload.
    public init(rolloutPercentage: Int, endpoints: ConfigEndpoints?) {
        self.rolloutPercentage = rolloutPercentage
        self.endpoints = endpoints
    }
}

/// The endpoint URLs a configuration response names (each optional on the wire).
public struct ConfigEndpoints: Sendable, Hashable, Codable {
    /// Where campaigns are fetched.
    public var ping: String?
    /// Where impressions are reported.
    public var impression: String?
    /// Where each display asks for permission.
    public var displayPermission: String?

    /// Creates the endpoints.
    public init(ping: String?, impression: String? = nil, displayPermission: String? = nil) {
        self.ping = ping
        self.impression = impression
        self.displayPermission = displayPermission
    }
}
