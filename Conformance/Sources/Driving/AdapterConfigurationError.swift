@_spi(AdapterAuthoring) import PrimerCore

/// Why an adapter configuration could not be applied.
public enum AdapterConfigurationError: Error, Sendable, Hashable {
    /// The adapter has no key of this name.
    case unknownKey(String, valid: [String])
    /// The text is not a valid value for the key.
    case badValue(key: String, value: String, expected: String)
}
