/// A value a ``KeyValueStore`` can hold: the property-list scalar types plus raw data.
public enum StoredValue: Sendable, Hashable, Codable {
    /// A Boolean.
    case bool(Bool)
    /// An integer.
    case int(Int)
    /// A floating-point number.
    case double(Double)
    /// A string.
    case string(String)
    /// Raw bytes (for example an encoded JSON document).
    case data([UInt8])
}
