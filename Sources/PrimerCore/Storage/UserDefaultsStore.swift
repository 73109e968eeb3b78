import Foundation

/// A ``KeyValueStore`` in `UserDefaults`, with a suite name for App Groups (`group.com.example.app`).
///
/// Values are stored as the vendors' SDKs store theirs, so state crosses a migration from a vendor's SDK
/// to its adapter (whose keys are the vendor's) in both directions: a ``StoredValue`` is written as the
/// property-list object of its type (`set(_:forKey:)` of a `Bool`, an `Int`, a `Double`, a `String` or
/// `Data`), and what is found under a key reads as:
/// - a boolean as ``StoredValue/bool(_:)``, an integer number as ``StoredValue/int(_:)``, a floating-point
///   one as ``StoredValue/double(_:)`` (by the number's own type: a whole `Double` stays a double, and
///   Apple's `CFBoolean` is told from the number 1 on every platform), a string as
///   ``StoredValue/string(_:)``, data as ``StoredValue/data(_:)``;
/// - a `Date` as ``StoredValue/double(_:)``, its seconds since 1970 (the spelling of every stamp the
///   adapters keep);
/// - `Data` holding the JSON record earlier versions of this store wrote under every key
///   (`{"int":41}`) as that record's value, so nothing is lost on upgrade; it is rewritten in the
///   property-list form only when the key is next written. (Data whose bytes happen to have that shape
///   is written as such a record, so it too reads back as written.)
/// - anything else (an array, a dictionary, a non-finite number, a record whose value has the wrong
///   type) as "no value", reported to `diagnostics`.
///
/// A read never writes: a value the store cannot read stays as it is until the caller writes that key.
/// Callers that read a number or a flag written by other code use the tolerant readers adapters share
/// (an integer stored as a whole `Double`, a flag stored as a number), as the vendors' SDKs read them.
///
/// On Linux every write, removal and ``removeAll()`` is flushed to the suite's property list before the
/// call returns (`UserDefaults.synchronize()`), so a process started afterwards sees it; Foundation on
/// Linux otherwise writes nothing until asked, and a process that exits loses every write. A flush that
/// fails throws ``StoreError/writeFailed(path:reason:)`` and puts the previous value back. Apple
/// platforms persist through `cfprefsd` without being asked.
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
/// A warm read returns the value read last time, without asking `UserDefaults` (whose
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

    /// The stored value; `nil` when absent or unreadable (reported, and left in place).
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
        let found = suite.defaults.withLock { defaults -> Found in
            guard let object = defaults.object(forKey: key) else { return .absent }
            guard let data = object as? Data else { return .read(PropertyListSpelling.entry(for: object)) }
            // The entry read last time, while the bytes under the key are the same.
            if let known = suite.known.withLock({ $0.records[key] }), known.data == data, let entry = known.entry {
                return .bytes(data, entry)
            }
            return .bytes(data, nil)
        }
        let record: KnownRecord
        switch found {
        case .absent: record = KnownRecord(data: nil, entry: nil, generation: generation, checkedAt: time)
        case let .read(entry): record = KnownRecord(data: nil, entry: entry, generation: generation, checkedAt: time)
        case let .bytes(data, entry):
            record = KnownRecord(
                data: data, entry: entry ?? PropertyListSpelling.entry(for: data), generation: generation,
                checkedAt: time)
        }
        remember(record, forKey: key)
        return record.entry?.value(forKey: key, in: place, diagnostics: diagnostics)
    }

    private func remember(_ record: KnownRecord, forKey key: String) {
        suite.known.withLock { known in
            if known.records.count >= SharedSuite.recordLimit, known.records[key] == nil { known.records.removeAll() }
            known.records[key] = record
        }
    }

    /// Stores `value` as the property-list object of its type; a non-finite double is refused with
    /// ``StoreError/invalidValue(key:reason:)``.
    public func setValue(_ value: StoredValue, forKey key: String) throws(StoreError) {
        try value.validate(forKey: key)
        try suite.changing(key, in: place) { defaults throws(StoreError) in
            try PropertyListSpelling.write(value, forKey: key, to: defaults)
        }
    }

    /// Removes the value; on Linux a removal that cannot be written to disk throws
    /// ``StoreError/writeFailed(path:reason:)`` and puts the value back.
    public func removeValue(forKey key: String) throws(StoreError) {
        try suite.changing(key, in: place) { $0.removeObject(forKey: key) }
    }

    /// Removes every key of the suite (a reinstall in tests; App Group suites are shared, beware).
    public func removeAll() {
        suite.changingAll { defaults in
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
    private enum Found {
        case absent
        /// A value other than data, read.
        case read(StoredEntry)
        /// Data, with the entry read from the same bytes last time (`nil`: not read yet).
        case bytes(Data, StoredEntry?)
    }
}

/// What a key held when the store last asked `UserDefaults`.
private struct KnownRecord {
    /// The bytes under the key, when it held data (so the same bytes are not read again).
    var data: Data?
    /// What the key's object read as; `nil` when there was nothing.
    var entry: StoredEntry?
    /// The suite's change generation read just before asking.
    var generation: UInt64
    /// When it asked (``CoarseMonotonicClock``).
    var checkedAt: UInt64

    /// What a read answers without asking again: the value, or that there is none.
    struct Answer {
        var value: StoredValue?
    }

    /// The answer, when a read may repeat it silently (not for an unreadable value, which is reported
    /// on every read).
    var answer: Answer? {
        switch entry {
        case nil: Answer(value: nil)
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

    /// Runs `change` on `key`, flushes the suite to disk where Foundation must be asked to (Linux), then
    /// moves the generation, so no store repeats an older answer. A flush that fails puts the key's
    /// previous object back and throws.
    func changing(
        _ key: String, in place: String, _ change: (UserDefaults) throws(StoreError) -> Void
    ) throws(StoreError) {
        try defaults.withLock { defaults throws(StoreError) in
            defer { known.withLock { $0.generation &+= 1 } }
            let previous = Self.flushesEveryChange ? defaults.object(forKey: key) : nil
            try change(defaults)
            guard Self.flush(defaults) else {
                if let previous { defaults.set(previous, forKey: key) } else { defaults.removeObject(forKey: key) }
                throw StoreError.writeFailed(
                    path: place, reason: "UserDefaults.synchronize() could not write the property list")
            }
        }
    }

    /// Runs `change` on the whole suite, flushes it as ``changing(_:in:_:)`` does, and moves the
    /// generation.
    func changingAll(_ change: (UserDefaults) -> Void) {
        defaults.withLock { defaults in
            change(defaults)
            _ = Self.flush(defaults)
            known.withLock { $0.generation &+= 1 }
        }
    }

    /// Whether every change is flushed before the call returns. Foundation on Linux keeps changes in
    /// memory until `synchronize()` (a process that exits loses them); on Apple platforms `cfprefsd`
    /// persists them and `synchronize()` is documented as unneeded.
    #if canImport(Darwin)
    static let flushesEveryChange = false
    #else
    static let flushesEveryChange = true
    #endif

    /// Writes the suite's property list where ``flushesEveryChange``; `false` when that failed.
    private static func flush(_ defaults: UserDefaults) -> Bool {
        flushesEveryChange ? defaults.synchronize() : true
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
