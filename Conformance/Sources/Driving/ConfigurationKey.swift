@_spi(AdapterAuthoring) import PrimerCore

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
