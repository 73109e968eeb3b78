/// A named value attached to a ``CustomEvent``; trigger conditions compare against it.
///
/// Names and string values are kept exactly as given: matching is case-sensitive, as the vendor's
/// documentation says (its SDK lower-cases them; see the behaviour profile).
public struct CustomAttribute: Sendable, Hashable {
    /// A typed attribute value.
    public enum Value: Sendable, Hashable {
        /// A string.
        case string(String)
        /// An integer.
        case int(Int)
        /// A floating-point number.
        case double(Double)
        /// A Boolean.
        case bool(Bool)
        /// A time in milliseconds since 1970.
        case timeInMilliseconds(Int)

        /// The wire type this value matches.
        var type: AttributeType {
            switch self {
            case .string: .string
            case .int: .integer
            case .double: .double
            case .bool: .boolean
            case .timeInMilliseconds: .timeInMilliseconds
            }
        }
    }

    /// The attribute name.
    public let name: String
    /// The value.
    public let value: Value

    /// A string attribute.
    public init(withKeyName keyName: String, withStringValue value: String) {
        self.init(keyName, .string(value))
    }

    /// An integer attribute.
    public init(withKeyName keyName: String, withIntValue value: Int) {
        self.init(keyName, .int(value))
    }

    /// A floating-point attribute.
    public init(withKeyName keyName: String, withDoubleValue value: Double) {
        self.init(keyName, .double(value))
    }

    /// A Boolean attribute.
    public init(withKeyName keyName: String, withBoolValue value: Bool) {
        self.init(keyName, .bool(value))
    }

    /// A time attribute in milliseconds since 1970 (compared with a ±1000 ms tolerance).
    public init(withKeyName keyName: String, withTimeInMilliValue value: Int) {
        self.init(keyName, .timeInMilliseconds(value))
    }

    /// An attribute from a typed value.
    public init(_ name: String, _ value: Value) {
        self.name = name
        self.value = value
    }
}
