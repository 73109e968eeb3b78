/// Why ``PrimerPlatform/bootstrap(_:)`` kept the platform it had.
public enum PlatformBootstrapError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The platform was already bootstrapped: the first environment stays (a second launch-time call is
    /// a mistake, never a crash).
    case alreadyBootstrapped

    public var description: String {
        switch self {
        case .alreadyBootstrapped: "PrimerPlatform.bootstrap(_:) was already called; the first environment stays"
        }
    }
}
