import Foundation

/// A ``KeyValueStore`` in `UserDefaults`, with a suite name for App Groups (`group.com.example.app`).
///
/// Each value is stored under its key as the JSON record of `StoredValueRecord` (`Data`), so the type
/// read back is the type written on every platform. A value someone else stored under the key (a plain
/// string, a number) is foreign: it reads as "no value" and is reported to `diagnostics`.
///
/// Every instance for one suite name in a process shares one `UserDefaults` object behind one lock.
/// That matters on Linux, where Foundation has no preferences daemon and each writer flushes its own
/// copy of the whole domain: three `UserDefaults(suiteName:)` objects of one suite written concurrently
/// lost a write in 4 of 5 runs in the foundation issue's measurement, and three processes writing 200
/// keys each lost 200 to 400 of the 600 in 5 of 5 runs (Swift 6.3.1). Code outside this store that opens
/// the same suite, and other processes, are not covered, so ``FileStore`` (which locks across processes)
/// is the default store on Linux and the safe choice for an App Group; on Apple platforms `cfprefsd`
/// arbitrates between processes.
public final class UserDefaultsStore: KeyValueStore {
    /// The suite (`nil` for the app's standard defaults).
    public let suiteName: String?
    private let suite: SharedSuite
    private let diagnostics: DiagnosticsHandler

    /// A store in the defaults of `suiteName` (`nil`: the standard defaults). Returns `nil` when
    /// Foundation refuses the suite name (for example the app's own bundle identifier).
    public init?(suiteName: String?, diagnostics: @escaping DiagnosticsHandler = { _ in }) {
        guard let suite = SharedSuite.shared(named: suiteName) else { return nil }
        self.suiteName = suiteName
        self.suite = suite
        self.diagnostics = diagnostics
    }

    /// The stored value; `nil` when absent or foreign (reported).
    public func value(forKey key: String) -> StoredValue? {
        let stored = suite.defaults.withLock { defaults -> Foreign? in
            guard let object = defaults.object(forKey: key) else { return nil }
            // The record decoded last time, while the bytes under the key are the same.
            if let data = object as? Data, let known = suite.decoded.withLock({ $0[key] }), known.data == data {
                return Foreign(known.entry)
            }
            return Foreign(object)
        }
        guard let stored else { return nil }
        if let entry = stored.entry { return entry.value(forKey: key, in: place, diagnostics: diagnostics) }
        guard let data = stored.data else {
            diagnostics(
                Diagnostic(
                    .warning, code: "store.corruptValue",
                    "key '\(key)' in \(place) holds a \(stored.typeName), not a stored record; read as no value"))
            return nil
        }
        let entry = StoredEntry.decode(data)
        suite.decoded.withLock { decoded in
            if decoded.count >= SharedSuite.decodedLimit { decoded.removeAll() }
            decoded[key] = (data, entry)
        }
        return entry.value(forKey: key, in: place, diagnostics: diagnostics)
    }

    /// Stores `value`; a non-finite double is refused with ``StoreError/invalidValue(key:reason:)``.
    public func setValue(_ value: StoredValue, forKey key: String) throws(StoreError) {
        let record = try value.encodedRecord(forKey: key)
        suite.defaults.withLock { $0.set(record, forKey: key) }
    }

    /// Removes the value.
    public func removeValue(forKey key: String) throws(StoreError) {
        suite.defaults.withLock { $0.removeObject(forKey: key) }
    }

    /// Removes every key of the suite (a reinstall in tests; App Group suites are shared, beware).
    public func removeAll() {
        suite.defaults.withLock { defaults in
            if let suiteName {
                defaults.removePersistentDomain(forName: suiteName)
            } else {
                for key in defaults.dictionaryRepresentation().keys { defaults.removeObject(forKey: key) }
            }
        }
    }

    private var place: String { "defaults suite '\(suiteName ?? "standard")'" }

    /// What was found under a key, reduced to what the store needs outside the lock.
    private struct Foreign {
        var data: Data?
        var typeName: String
        /// The record already decoded from these bytes.
        var entry: StoredEntry?

        init(_ object: Any) {
            data = object as? Data
            typeName = data == nil ? String(describing: type(of: object)) : ""
        }

        init(_ entry: StoredEntry) {
            typeName = ""
            self.entry = entry
        }
    }
}

/// One `UserDefaults` object per suite name for the process, used only under its lock (`UserDefaults`
/// is not `Sendable` on Linux; the `LockedValue` is what makes sharing it sound).
private final class SharedSuite: Sendable {
    let defaults: LockedValue<UserDefaults>
    /// The last record decoded under each key with its bytes, so a read of unchanged bytes decodes
    /// nothing; any change of the bytes (by anyone) is a miss.
    let decoded = LockedValue<[String: (data: Data, entry: StoredEntry)]>([:])
    /// Most keys remembered (beyond, it starts afresh).
    static let decodedLimit = 1_024

    private init(_ defaults: sending UserDefaults) {
        self.defaults = LockedValue(defaults)
    }

    private static let registry = LockedValue<[String: SharedSuite]>([:])

    static func shared(named name: String?) -> SharedSuite? {
        registry.withLock { suites -> SharedSuite? in
            let key = name ?? ""
            if let suite = suites[key] { return suite }
            guard let defaults = name.map({ UserDefaults(suiteName: $0) }) ?? .some(UserDefaults.standard) else {
                return nil
            }
            let suite = SharedSuite(defaults)
            suites[key] = suite
            return suite
        }
    }
}
