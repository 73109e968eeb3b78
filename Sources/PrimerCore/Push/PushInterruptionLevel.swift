/// The `aps.interruption-level` of a push. Open for values Apple may add: an unknown string is kept.
@_spi(AdapterAuthoring)
public struct PushInterruptionLevel: RawRepresentable, Sendable, Hashable, Codable, CustomStringConvertible {
    /// The string as sent (`time-sensitive`).
    public let rawValue: String
    /// Wraps a level string.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Delivered quietly, without lighting the screen.
    public static let passive = PushInterruptionLevel(rawValue: "passive")
    /// The default level.
    public static let active = PushInterruptionLevel(rawValue: "active")
    /// Breaks through Focus (needs the Time Sensitive entitlement).
    public static let timeSensitive = PushInterruptionLevel(rawValue: "time-sensitive")
    /// Breaks through Focus and the mute switch (needs the Critical Alerts entitlement).
    public static let critical = PushInterruptionLevel(rawValue: "critical")

    /// The levels Apple documents.
    @_spi(AdapterAuthoring) public static let known: [PushInterruptionLevel] = [
        .passive, .active, .timeSensitive, .critical,
    ]

    /// Whether Apple documents this level.
    @_spi(AdapterAuthoring) public var isKnown: Bool { Self.known.contains(self) }

    /// The raw string.
    public var description: String { rawValue }
}
