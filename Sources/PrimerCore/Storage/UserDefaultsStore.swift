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
///
/// A warm read returns the value decoded last time, without asking `UserDefaults` (whose
/// `object(forKey:)` allocates), while no ``UserDefaultsStore`` of the suite has written since and
/// `UserDefaults.didChangeNotification` has not been posted (any change in this process on Apple
/// platforms), and for at most 10 ms after it last asked: a change by other code that posts no
/// notification (another process, or any direct write on Linux, where Foundation posts none) is seen
/// within 10 ms.
public final class UserDefaultsStore: KeyValueStore {
    /// The suite (`nil` for the app's standard defaults).
    public let suiteName: String?
    private let suite: SharedSuite
    private let diagnostics: DiagnosticsHandler
    private let now: @Sendable () -> UInt64

    /// A store in the defaults of `suiteName` (`nil`: the standard defaults). Returns `nil` when
    /// Foundation refuses the suite name (for example the app's own bundle identifier).
    public convenience init?(suiteName: String?, diagnostics: @escaping DiagnosticsHandler = { _ in }) {
        self.init(suiteName: suiteName, diagnostics: diagnostics, now: CoarseMonotonicClock.nanoseconds)
    }

    /// `now` is the monotonic clock that bounds how long a value read is trusted (a test seam).
    init?(suiteName: String?, diagnostics: @escaping DiagnosticsHandler, now: @escaping @Sendable () -> UInt64) {
        guard let suite = SharedSuite.shared(named: suiteName) else { return nil }
        self.suiteName = suiteName
        self.suite = suite
        self.diagnostics = diagnostics
        self.now = now
    }

    /// The stored value; `nil` when absent or foreign (reported).
    public func value(forKey key: String) -> StoredValue? {
        let time = now()
        let known = suite.known.withLock { known -> KnownRecord.Answer? in
            guard let record = known.records[key], record.generation == known.generation,
                time &- record.checkedAt < Self.recheckInterval
            else { return nil }
            return record.answer
        }
        if let known { return known.value }
        return read(key, at: time)
    }

    /// Asks `UserDefaults`, decoding only bytes not decoded before, and remembers the answer.
    private func read(_ key: String, at time: UInt64) -> StoredValue? {
        // Read before asking, so a write during the read makes the answer stale at once.
        let generation = suite.known.withLock { $0.generation }
        let stored = suite.defaults.withLock { defaults -> Foreign? in
            guard let object = defaults.object(forKey: key) else { return nil }
            // The record decoded last time, while the bytes under the key are the same.
            if let data = object as? Data, let known = suite.known.withLock({ $0.records[key] }), known.data == data,
                let entry = known.entry
            {
                return Foreign(entry, data: data)
            }
            return Foreign(object)
        }
        guard let stored else {
            remember(KnownRecord(data: nil, entry: nil, generation: generation, checkedAt: time), forKey: key)
            return nil
        }
        if let entry = stored.entry, let data = stored.data {
            remember(KnownRecord(data: data, entry: entry, generation: generation, checkedAt: time), forKey: key)
            return entry.value(forKey: key, in: place, diagnostics: diagnostics)
        }
        guard let data = stored.data else {
            suite.known.withLock { _ = $0.records.removeValue(forKey: key) }
            diagnostics(
                Diagnostic(
                    .warning, code: "store.corruptValue",
                    "key '\(key)' in \(place) holds a \(stored.typeName), not a stored record; read as no value"))
            return nil
        }
        let entry = StoredEntry.decode(data)
        remember(KnownRecord(data: data, entry: entry, generation: generation, checkedAt: time), forKey: key)
        return entry.value(forKey: key, in: place, diagnostics: diagnostics)
    }

    private func remember(_ record: KnownRecord, forKey key: String) {
        suite.known.withLock { known in
            if known.records.count >= SharedSuite.recordLimit, known.records[key] == nil { known.records.removeAll() }
            known.records[key] = record
        }
    }

    /// Stores `value`; a non-finite double is refused with ``StoreError/invalidValue(key:reason:)``.
    public func setValue(_ value: StoredValue, forKey key: String) throws(StoreError) {
        let record = try value.encodedRecord(forKey: key)
        suite.changing { $0.set(record, forKey: key) }
    }

    public func removeValue(forKey key: String) throws(StoreError) {
        suite.changing { $0.removeObject(forKey: key) }
    }

    /// Removes every key of the suite (a reinstall in tests; App Group suites are shared, beware).
    public func removeAll() {
        suite.changing { defaults in
            if let suiteName {
                defaults.removePersistentDomain(forName: suiteName)
            } else {
                for key in defaults.dictionaryRepresentation().keys { defaults.removeObject(forKey: key) }
            }
        }
    }

    /// How long an answer is trusted without asking `UserDefaults`, as `FileStore` trusts its cache
    /// between two checks of the file.
    static let recheckInterval = FileStoreCache.recheckInterval

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

        init(_ entry: StoredEntry, data: Data) {
            typeName = ""
            self.data = data
            self.entry = entry
        }
    }
}

/// What a key held when the store last asked `UserDefaults`.
private struct KnownRecord {
    /// The bytes under the key; `nil` when there was nothing.
    var data: Data?
    /// The record decoded from `data`.
    var entry: StoredEntry?
    /// The suite's change generation read just before asking.
    var generation: UInt64
    /// When it asked (``CoarseMonotonicClock``).
    var checkedAt: UInt64

    /// What a read answers without asking again: the value, or that there is none.
    struct Answer {
        var value: StoredValue?
    }

    /// The answer, when a read may repeat it silently (not for an unreadable record, which is reported
    /// on every read).
    var answer: Answer? {
        switch entry {
        case nil: data == nil ? Answer(value: nil) : nil
        case let .readable(value)?: Answer(value: value)
        case .unreadable?: nil
        }
    }
}

/// The records a suite's stores know, and the change generation that tells whether they still hold.
private struct KnownRecords {
    /// Moved by every write through a ``UserDefaultsStore`` of the suite and by every
    /// `UserDefaults.didChangeNotification`.
    var generation: UInt64 = 0
    var records: [String: KnownRecord] = [:]
}

/// One `UserDefaults` object per suite name for the process, used only under its lock (`UserDefaults`
/// is not `Sendable` on Linux; the `LockedValue` is what makes sharing it sound).
private final class SharedSuite: Sendable {
    let defaults: LockedValue<UserDefaults>
    /// The last record read under each key; never locked before `defaults`.
    let known = LockedValue(KnownRecords())
    /// Most keys remembered (beyond, it starts afresh).
    static let recordLimit = 1_024

    private init(_ defaults: sending UserDefaults) {
        self.defaults = LockedValue(defaults)
        // Any change in this process on Apple platforms (Foundation on Linux posts it only for
        // `removePersistentDomain`). The observer lives as long as the suite, that is the process, so its
        // token is not kept.
        _ = NotificationCenter.default.addObserver(
            forName: UserDefaults.didChangeNotification, object: nil, queue: nil
        ) { [known] _ in
            known.withLock { $0.generation &+= 1 }
        }
    }

    /// Runs `change` on the defaults, then moves the generation, so no store repeats an older answer.
    func changing(_ change: (UserDefaults) -> Void) {
        defaults.withLock { defaults in
            change(defaults)
            known.withLock { $0.generation &+= 1 }
        }
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
