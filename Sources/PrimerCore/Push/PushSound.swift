/// The `aps.sound` of a push: a sound name, or a dictionary for critical alerts.
@_spi(AdapterAuthoring) public enum PushSound: Sendable, Hashable {
    /// `"sound": "name"` (`"default"` for the system sound).
    case named(String)
    /// `"sound": {"critical": 1, "name": ..., "volume": 0...1}`.
    case critical(name: String?, volume: Double?, critical: Bool)

    /// The sound file name, if any.
    public var name: String? {
        switch self {
        case let .named(name): name
        case let .critical(name, _, _): name
        }
    }
}
