/// The number of a `PrimerAttempt` on its engine.
@_spi(AdapterAuthoring)
public struct PrimerAttemptID: Sendable, Hashable, Codable, Comparable, CustomStringConvertible {
    /// The number: 1 for the first attempt of a process.
    public let rawValue: UInt64

    /// An id with `rawValue` (attempts get theirs from the engine).
    @_spi(AdapterAuthoring) public init(rawValue: UInt64) {
        self.rawValue = rawValue
    }

    /// Earlier attempts first.
    public static func < (lhs: PrimerAttemptID, rhs: PrimerAttemptID) -> Bool { lhs.rawValue < rhs.rawValue }

    /// `attempt <n>`.
    public var description: String { "attempt \(rawValue)" }
}
