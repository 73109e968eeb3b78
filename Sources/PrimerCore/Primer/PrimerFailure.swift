/// Why an attempt did not get an answer from the system, typed. Each case keeps the system's own words
/// (`reason`) for logs; code decides on the case.
public enum PrimerFailure: Error, Sendable, Hashable, Codable, CustomStringConvertible {
    /// The system's authorization request threw instead of answering (``PrimerResult/failed``).
    case authorizationRequestFailed(reason: String)
    /// A denied user was to be sent to the Settings app, and it could not be opened
    /// (``PrimerResult/denied``).
    case settingsUnavailable

    /// The system's own words (the request's error), or the description when there are none.
    public var reason: String {
        switch self {
        case let .authorizationRequestFailed(reason): reason
        case .settingsUnavailable: description
        }
    }

    /// A sentence for logs.
    public var description: String {
        switch self {
        case let .authorizationRequestFailed(reason): "the authorization request failed: \(reason)"
        case .settingsUnavailable: "the Settings app could not be opened"
        }
    }
}

/// Why APNs registration failed: the registrar's error, kept as it was thrown so an adapter can tell
/// its own errors apart (`failure.underlying as? MyVendorError`), and its description for logs.
///
/// Equality, hashing and coding use ``reason`` only: the underlying error is neither comparable nor
/// codable in general, and it does not survive encoding.
public struct RegistrationFailure: Error, Sendable, Hashable, Codable, CustomStringConvertible {
    /// The error's description.
    public var reason: String
    /// The error the registrar threw, when this value was not decoded.
    public var underlying: (any Error & Sendable)?

    /// A failure for `error`.
    public init(_ error: any Error & Sendable) {
        reason = "\(error)"
        underlying = error
    }

    /// A failure known only by its description (as decoded, or for tests).
    public init(reason: String) {
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
    public static func == (lhs: RegistrationFailure, rhs: RegistrationFailure) -> Bool { lhs.reason == rhs.reason }

    /// Hashes the reason.
    public func hash(into hasher: inout Hasher) { hasher.combine(reason) }

    /// The reason.
    public var description: String { reason }
}
