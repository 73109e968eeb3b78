import PrimerConformance
@_spi(AdapterAuthoring) import PrimerCore

/// Passes everything to the app's store, but writes the reference policy's throttle stamp in whole
/// seconds (`.int`) instead of the core's `.double` seconds.
struct WholeSecondStampStore: KeyValueStore {
    let wrapped: any KeyValueStore
    private let key = ReferencePolicy.make().throttle.storageKey

    func value(forKey key: String) -> StoredValue? { wrapped.value(forKey: key) }

    func setValue(_ value: StoredValue, forKey key: String) throws(StoreError) {
        if key == self.key, case let .double(seconds) = value, seconds.isFinite, abs(seconds) < 1e15 {
            return try wrapped.setValue(.int(Int(seconds)), forKey: key)
        }
        try wrapped.setValue(value, forKey: key)
    }

    func removeValue(forKey key: String) throws(StoreError) { try wrapped.removeValue(forKey: key) }
}
