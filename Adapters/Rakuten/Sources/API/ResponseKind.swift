import PrimerCore

/// Which endpoint a response came from.
public enum ResponseKind: String, Sendable, Hashable, Codable, CustomStringConvertible {
    /// The configuration endpoint.
    case configuration
    /// The ping (campaign list) endpoint.
    case ping
    /// The display-permission endpoint.
    case displayPermission

    /// The raw value.
    public var description: String { rawValue }
}
