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
