/// A text given by its localization key, as a Live Activity alert gives its `title` or `body`:
/// `{"loc-key": "%@ is on an adventure!", "loc-args": ["Power Panda"]}`. The app's `Localizable.strings`
/// resolves it on the device; the payload alone has no text to show.
@_spi(AdapterAuthoring) public struct PushLocalizedText: Sendable, Hashable {
    /// `loc-key`: the key in the app's strings file.
    public var key: String
    /// `loc-args`: the values for the key's format specifiers, in order (empty when absent).
    public var arguments: [String]

    @_spi(AdapterAuthoring) public init(key: String, arguments: [String] = []) {
        self.key = key
        self.arguments = arguments
    }

    /// The dictionary as ``PushValue`` members, keyed as APNs spells them (`loc-args` only when there
    /// are arguments).
    @_spi(AdapterAuthoring) public var members: [String: PushValue] {
        var result: [String: PushValue] = ["loc-key": .string(key)]
        if !arguments.isEmpty { result["loc-args"] = .array(arguments.map(PushValue.string)) }
        return result
    }
}
