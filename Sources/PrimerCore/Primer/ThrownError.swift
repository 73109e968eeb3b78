/// An error a port threw (the permission request, APNs registration), kept as it was thrown so an
/// adapter can tell its own errors apart (`error.underlying as? MyVendorError`), and its description
/// for logs.
///
/// Equality, hashing and coding use ``reason`` only: the underlying error is neither comparable nor
/// codable in general, and it does not survive encoding.
public struct ThrownError: Error, Sendable, Hashable, Codable, CustomStringConvertible {
    /// The error's description.
    public var reason: String
    /// The error as thrown, when this value was not decoded.
    public var underlying: (any Error & Sendable)?

    /// `error`, kept as thrown.
    @_spi(AdapterAuthoring) public init(_ error: any Error & Sendable) {
        reason = "\(error)"
        underlying = error
    }

    /// An error known only by its description (as decoded, or for tests).
    @_spi(AdapterAuthoring) public init(reason: String) {
        self.reason = reason
        underlying = nil
    }

    private enum CodingKeys: String, CodingKey { case reason }

    /// Decodes the reason.
    public init(from decoder: any Decoder) throws {
        self.init(reason: try decoder.container(keyedBy: CodingKeys.self).decode(String.self, forKey: .reason))
    }

    /// Encodes the reason.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(reason, forKey: .reason)
    }

    /// Same reason.
    public static func == (lhs: ThrownError, rhs: ThrownError) -> Bool { lhs.reason == rhs.reason }

    /// Hashes the reason.
    public func hash(into hasher: inout Hasher) { hasher.combine(reason) }

    /// The reason.
    public var description: String { reason }
}
