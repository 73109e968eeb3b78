import Foundation

/// The configuration endpoint's answer: whether the SDK runs on this device and where the other
/// endpoints live (`{"data": {"rolloutPercentage": 100, "endpoints": {...}}}`).
@_spi(Fuzzing)
public struct ConfigResponse: Sendable, Hashable, Codable {
    /// The payload.
    public var data: ConfigData

    public init(data: ConfigData) { self.data = data }
}

/// The `data` object of a ``ConfigResponse``.
@_spi(Fuzzing)
public struct ConfigData: Sendable, Hashable, Codable {
    /// Percentage of devices the SDK is enabled for (required: a response without it is rejected).
    public var rolloutPercentage: Int
    /// The endpoints; `nil` when the backend sends none (the SDK then cannot ping).
    public var endpoints: ConfigEndpoints?

    public init(rolloutPercentage: Int, endpoints: ConfigEndpoints?) {
        self.rolloutPercentage = rolloutPercentage
        self.endpoints = endpoints
    }
}

/// The endpoint URLs a configuration response names (each optional on the wire; one that is not a URL
/// rejects the response, as the vendor decodes them as `URL`).
@_spi(Fuzzing)
public struct ConfigEndpoints: Sendable, Hashable, Codable {
    /// Where campaigns are fetched.
    public var ping: String?
    /// Where impressions are reported.
    public var impression: String?
    /// Where each display asks for permission.
    public var displayPermission: String?

    public init(ping: String?, impression: String? = nil, displayPermission: String? = nil) {
        self.ping = ping
        self.impression = impression
        self.displayPermission = displayPermission
    }

    private enum CodingKeys: String, CodingKey { case ping, impression, displayPermission }

    /// Decodes; a present endpoint must be a string `URL(string:)` accepts.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        func address(_ key: CodingKeys) throws -> String? {
            guard let text = try container.decodeIfPresent(String.self, forKey: key) else { return nil }
            guard URL(string: text) != nil else {
                throw DecodingError.dataCorruptedError(forKey: key, in: container, debugDescription: "not a URL")
            }
            return text
        }
        ping = try address(.ping)
        impression = try address(.impression)
        displayPermission = try address(.displayPermission)
    }
}
