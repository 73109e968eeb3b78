/// Persistence for the little state primers keep (throttle stamps, caches), as typed values by key.
///
/// Contract:
/// - A value written with ``setValue(_:forKey:)`` is readable by every instance over the same storage
///   once the call returns, including after a relaunch; a failed write throws and leaves the previous
///   value in place.
/// - ``value(forKey:)`` never throws and never crashes: storage that cannot be read (corrupt file,
///   foreign type) answers `nil` for the affected keys and reports a ``Diagnostic``.
/// - Keys are opaque strings chosen by the caller; stores do not interpret them.
public protocol KeyValueStore: Sendable {
    /// The stored value, or `nil` when absent or unreadable.
    func value(forKey key: String) -> StoredValue?
    /// Stores `value` (replacing any previous value) or throws ``StoreError``.
    func setValue(_ value: StoredValue, forKey key: String) throws(StoreError)
    /// Removes the value; removing an absent key succeeds.
    func removeValue(forKey key: String) throws(StoreError)
}

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

/// Why a store could not write.
public enum StoreError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The value cannot be stored as given (for example a non-finite number).
    case invalidValue(key: String, reason: String)
    /// The backing storage refused the write (disk full, permission, directory missing).
    case writeFailed(path: String, reason: String)

    /// A sentence naming the key or path and the reason.
    public var description: String {
        switch self {
        case let .invalidValue(key, reason): "cannot store value for key '\(key)': \(reason)"
        case let .writeFailed(path, reason): "cannot write store file '\(path)': \(reason)"
        }
    }
}
