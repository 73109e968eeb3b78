@_spi(AdapterAuthoring) import PrimerCore

/// Passes everything to the app's store but drops a failed write (`try?`): its caller believes every
/// write was kept.
struct ErrorSwallowingStore: KeyValueStore {
    let wrapped: any KeyValueStore

    func value(forKey key: String) -> StoredValue? { wrapped.value(forKey: key) }

    func setValue(_ value: StoredValue, forKey key: String) throws(StoreError) {
        try? wrapped.setValue(value, forKey: key)
    }

    func removeValue(forKey key: String) throws(StoreError) {
        try? wrapped.removeValue(forKey: key)
    }
}
