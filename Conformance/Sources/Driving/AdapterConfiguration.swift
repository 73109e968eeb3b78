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

/// One key of an adapter's configuration over its settings value `Settings`.
public struct ConfigurationKey<Settings>: Sendable {
    /// See ``AdapterConfiguration/Key/name``.
    public var name: String
    /// See ``AdapterConfiguration/Key/expected``.
    public var expected: String
    /// Parses the text into `settings`; `false` when the text is not a valid value.
    public var apply: @Sendable (inout Settings, String) -> Bool

    public init(_ name: String, expected: String, apply: @escaping @Sendable (inout Settings, String) -> Bool) {
        self.name = name
        self.expected = expected
        self.apply = apply
    }

    /// A `true`/`false` key (any letter case) written through `path`.
    public static func flag(_ name: String, _ path: any WritableKeyPath<Settings, Bool> & Sendable) -> Self {
        Self(name, expected: "true or false") { settings, text in
            switch text.lowercased() {
            case "true": settings[keyPath: path] = true
            case "false": settings[keyPath: path] = false
            default: return false
            }
            return true
        }
    }

    /// A set of authorization options written through `path`: names joined by `+`
    /// (`alert+badge+sound`), as `AuthorizationOptions.named` spells them, or `none`.
    public static func authorizationOptions(
        _ name: String,
        _ path: any WritableKeyPath<Settings, AuthorizationOptions> & Sendable
    ) -> Self {
        let names = AuthorizationOptions.named.map(\.name)
        return Self(name, expected: "none or option names joined by + (\(names.joined(separator: ", ")))") {
            settings, text in
            guard let options = AuthorizationOptions(plusSeparated: text) else { return false }
            settings[keyPath: path] = options
            return true
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

/// Why an adapter configuration could not be applied.
public enum AdapterConfigurationError: Error, Sendable, Hashable {
    /// The adapter has no key of this name.
    case unknownKey(String, valid: [String])
    /// The text is not a valid value for the key.
    case badValue(key: String, value: String, expected: String)
}
