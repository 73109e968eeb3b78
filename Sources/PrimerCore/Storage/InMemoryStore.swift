/// A ``KeyValueStore`` in memory: for tests, previews and state that must not outlive the process.
///
/// Instances are independent; share one instance to share state. A simulated relaunch keeps the
/// instance, exactly like a device keeps its disk.
public final class InMemoryStore: KeyValueStore {
    private let values: LockedValue<[String: StoredValue]>

    /// Creates a store holding `initial`.
    public init(_ initial: [String: StoredValue] = [:]) {
        values = LockedValue(initial)
    }

    /// The stored value, or `nil`.
    public func value(forKey key: String) -> StoredValue? {
        values.withLock { $0[key] }
    }

    /// Stores `value`; a non-finite double is refused with ``StoreError/invalidValue(key:reason:)``.
    public func setValue(_ value: StoredValue, forKey key: String) throws(StoreError) {
        try value.validate(forKey: key)
        values.withLock { $0[key] = value }
    }

    public func removeValue(forKey key: String) throws(StoreError) {
        _ = values.withLock { $0.removeValue(forKey: key) }
    }

    /// Every key and value, for assertions and debugging.
    @_spi(AdapterAuthoring) public var snapshot: [String: StoredValue] { values.withLock { $0 } }

    /// Forgets everything (a simulated reinstall).
    @_spi(AdapterAuthoring) public func removeAll() { values.withLock { $0.removeAll() } }
}
