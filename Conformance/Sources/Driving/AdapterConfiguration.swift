@_spi(AdapterAuthoring) import PrimerCore

/// The settings an adapter lets an app choose (Pushwoosh's `minInterval`, ActiveReach's `cooldownDays`,
/// ...), declared as data so tools (`primer-lab matrix --configure`) can drive a *configured* adapter:
/// each key parses its text and applies it to the adapter's own settings value, and `make` builds the
/// descriptor for those settings. An adapter gets configuration by declaring its keys, nothing else.
public struct AdapterConfiguration: Sendable {
    /// One key a tool can set.
    public struct Key: Sendable, Hashable {
        /// The key as written on a command line (`minInterval`), matched case-insensitively.
        public var name: String
        /// What a valid value looks like, for error messages and help (`seconds, 0 or more`).
        public var expected: String
    }

    /// The keys, in the order help lists them.
    public let keys: [Key]
    /// Applies assignments and builds the descriptor. It returns a `Result` rather than throwing: a
    /// typed-throws function type in a stored property crashes when reflected on iOS 15–17
    /// (CONTRIBUTING, portable forms).
    private let build:
        @Sendable ([(key: String, value: String)]) -> Result<(AdapterDescriptor, [String]), AdapterConfigurationError>

    /// A configuration whose settings start as `defaults`; `keys` set them, `make` builds a descriptor.
    public init<Settings: Sendable>(
        defaults: Settings, keys: [ConfigurationKey<Settings>],
        make: @escaping @Sendable (Settings) -> AdapterDescriptor
    ) {
        self.keys = keys.map { Key(name: $0.name, expected: $0.expected) }
        build = { assignments in
            do throws(AdapterConfigurationError) {
                let (settings, applied) = try Self.apply(assignments, to: defaults, keys: keys)
                return .success((make(settings), applied))
            } catch {
                return .failure(error)
            }
        }
    }

    /// `defaults` with `assignments` applied in order, and the assignments as `key=value`.
    private static func apply<Settings>(
        _ assignments: [(key: String, value: String)], to defaults: Settings, keys: [ConfigurationKey<Settings>]
    ) throws(AdapterConfigurationError) -> (Settings, [String]) {
        var settings = defaults
        var applied: [String] = []
        for (name, value) in assignments {
            guard let key = keys.first(where: { $0.name.lowercased() == name.lowercased() }) else {
                throw .unknownKey(name, valid: keys.map(\.name))
            }
            guard key.apply(&settings, value) else {
                throw .badValue(key: key.name, value: value, expected: key.expected)
            }
            applied.append("\(key.name)=\(value)")
        }
        return (settings, applied)
    }

    /// The descriptor configured with `assignments` (key, value), applied in order, and the
    /// assignments as `key=value` in the keys' own spelling. Throws on an unknown key or a bad value.
    public func configured(_ assignments: [(key: String, value: String)])
        throws(AdapterConfigurationError) -> (descriptor: AdapterDescriptor, applied: [String])
    {
        switch build(assignments) {
        case let .success((descriptor, applied)): return (descriptor, applied)
        case let .failure(error): throw error
        }
    }
}

extension AuthorizationOptions {
    /// Parses `alert+badge` (names as ``named`` spells them, any letter case) or `none`; `nil` otherwise.
    init?(plusSeparated text: String) {
        guard text.lowercased() != "none" else {
            self = []
            return
        }
        var options: AuthorizationOptions = []
        for word in text.split(separator: "+", omittingEmptySubsequences: false) {
            let name = word.lowercased()
            guard let match = Self.named.first(where: { $0.name.lowercased() == name }) else { return nil }
            options.insert(match.option)
        }
        self = options
    }
}
