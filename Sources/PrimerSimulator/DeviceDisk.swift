@_spi(AdapterAuthoring) import PrimerCore

/// The app's disk on a ``SimulatedDevice``: one of the stores an app can ship with (``DiskKind``), over
/// storage no other disk shares.
///
/// - Each process opens its store afresh (``reopen()``, called by ``SimulatedDevice/relaunch()``), as a
///   relaunched app does: what a new process reads is decoded from the file or the suite, never a value
///   an earlier instance remembered.
/// - ``snapshot`` lists every readable value; a suite's keys are the ones written through this disk.
/// - The storage is removed when the disk is released (the temporary directory deleted, the suite's
///   domain removed) and its place is reused by a later disk: nothing outlives the device's last user.
public final class DeviceDisk: KeyValueStore {
    /// The store this disk is.
    public let kind: DiskKind
    private let memory: InMemoryStore?
    private let place: DiskPlace?
    /// The open instance of the running process.
    private let store: LockedValue<any KeyValueStore>
    /// The keys written to a suite and not removed since (a suite lists no keys through the store).
    private let suiteKeys = LockedValue(Set<String>())

    /// An empty disk of `kind`.
    public convenience init(_ kind: DiskKind = .inMemory) { self.init(kind, memory: InMemoryStore()) }

    /// A disk of `kind` holding `values`. A real store's are written through the store, as an app would
    /// have written them, and the store's refusal is thrown (no real store keeps NaN or infinity); the
    /// in-memory disk holds whatever it is handed, as a corrupted disk would.
    public convenience init(_ kind: DiskKind, values: [String: StoredValue]) throws(StoreError) {
        self.init(kind, memory: InMemoryStore(kind == .inMemory ? values : [:]))
        guard kind != .inMemory else { return }
        for (key, value) in values.sorted(by: { $0.key < $1.key }) { try setValue(value, forKey: key) }
        reopen()
    }

    private init(_ kind: DiskKind, memory: InMemoryStore) {
        self.kind = kind
        if kind == .inMemory {
            self.memory = memory
            place = nil
            store = LockedValue(memory)
        } else {
            let place = DiskPlace(kind)
            self.place = place
            self.memory = nil
            store = LockedValue(place.openStore())
        }
    }

    public func value(forKey key: String) -> StoredValue? { current.value(forKey: key) }

    public func setValue(_ value: StoredValue, forKey key: String) throws(StoreError) {
        try current.setValue(value, forKey: key)
        if kind == .userDefaults { suiteKeys.withLock { _ = $0.insert(key) } }
    }

    public func removeValue(forKey key: String) throws(StoreError) {
        try current.removeValue(forKey: key)
        if kind == .userDefaults { suiteKeys.withLock { _ = $0.remove(key) } }
    }

    /// Every readable key and value.
    public var snapshot: [String: StoredValue] {
        switch current {
        case let memory as InMemoryStore: return memory.snapshot
        case let file as FileStore: return file.snapshot
        default:
            var values: [String: StoredValue] = [:]
            for key in suiteKeys.withLock({ $0 }) { values[key] = value(forKey: key) }
            return values
        }
    }

    /// Opens the store afresh over the same storage, as a new process does (an in-memory disk stays).
    public func reopen() {
        guard let place else { return }
        let fresh = place.openStore()
        store.replaceReleasingAfterUnlock(with: fresh)
    }

    /// Removes every value (an app deleted and installed again).
    public func removeAll() {
        if let memory { return memory.removeAll() }
        place?.removeContents()
        suiteKeys.withLock { $0.removeAll() }
        reopen()
    }

    private var current: any KeyValueStore { store.withLock { $0 } }
}
