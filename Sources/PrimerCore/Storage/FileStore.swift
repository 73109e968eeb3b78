import Foundation

/// A ``KeyValueStore`` in one JSON file (format at the end of this comment): the default store on
/// Linux and a safe choice everywhere.
///
/// - Atomic: every write replaces the whole file through write-to-temp-then-rename, so a crash at any
///   point leaves either the previous file or the new one, and the directory is synced after the rename.
///   A stray temporary file from a crash is ignored, and the next write removes it (never one a live
///   writer uses: writers hold the lock file's `flock` from creating their temporary file to renaming it).
/// - Shared safely: every instance over the same path in one process (after resolving `..` and
///   symlinks) takes the same lock, every process takes an exclusive `flock` on `.<name>.lock` beside
///   the file, and the file is re-read before each read-modify-write when it changed, so writers from
///   several instances or processes (an app and its extension in an App Group) never lose each other's keys.
/// - Fast: each instance keeps the decoded file and trusts it while no write has started since it checked
///   the file (a change counter in the lock file: one 8-byte `pread`) and that check is under 10 ms
///   old; otherwise one `stat` tells whether the path still names the same file (see `FileStoreCache`).
///   So a warm read costs one small system call, no decoding and no allocation whatever the number of keys;
///   another instance's or process's write is seen on the next access, and an edit by anything else
///   (a file replaced, rewritten or deleted by hand) within about 10 ms. A write encodes only the changed
///   key and copies the others' bytes.
/// - Never crashes on bad data: a truncated, empty or foreign file reads as an empty store and a record
///   of the wrong shape reads as "no value"; both are reported to `diagnostics`. The next write replaces
///   the unreadable file (or drops the unreadable record) with readable content.
/// - Never loses a file it could not read: a read that fails (permissions, I/O, no file descriptor left,
///   a data-protection lock) answers `nil` and is reported to `diagnostics` (`store.readFailed`), and a
///   write then throws ``StoreError`` rather than replace a file that may hold every key.
/// - A failed write throws ``StoreError`` and leaves the previous file, and so every previous value, in
///   place; a full disk is one such failure, never a crash.
/// - Private: the store and lock files are created `0600` (an App Group's processes run as the same
///   user), and on iOS the store file has the data-protection class
///   `completeUntilFirstUserAuthentication`, so a push handled in the background while the device is
///   locked can still read it.
///
/// File format: `{"values":{"<key>":{"<type>":<value>}},"version":1}` where `<type>` is `bool`, `int`,
/// `double` (finite), `string` or `data` (base64).
public final class FileStore: KeyValueStore {
    public let url: URL
    private let lock: PathLock
    /// The decoded file, trusted while the path still names it.
    private let cache: FileStoreCache
    private let diagnostics: DiagnosticsHandler
    /// Test seam: runs before the final rename of every write, which fails with the error it returns (see
    /// `AtomicFileWriter`). It returns the error rather than throwing it: a typed-throws function type in a
    /// stored property crashes when reflected on iOS 15–17 (CONTRIBUTING, portable forms).
    let beforeRename: (@Sendable () -> StoreError?)?
    /// Test seams: failed system calls (see `FileStoreFaults`).
    let faults: FileStoreFaults

    /// A store in the file at `url` (created with its directory on the first write); problems reading it
    /// go to `diagnostics`.
    public convenience init(url: URL, diagnostics: @escaping DiagnosticsHandler = { _ in }) {
        self.init(url: url, diagnostics: diagnostics, beforeRename: nil)
    }

    /// `ownLock` gives the instance a lock of its own, as an instance in another process has (a test
    /// seam for the cross-process `flock`).
    /// `now` is the cache's monotonic clock (see `FileStoreCache.recheckInterval`).
    /// `faults` fails chosen system calls.
    init(
        url: URL, diagnostics: @escaping DiagnosticsHandler,
        beforeRename: (@Sendable () -> StoreError?)?, ownLock: Bool = false,
        now: @escaping @Sendable () -> UInt64 = CoarseMonotonicClock.nanoseconds,
        faults: FileStoreFaults = .none
    ) {
        self.url = url.standardizedFileURL
        cache = FileStoreCache(
            path: self.url.path, lockPath: AtomicFileWriter.lockPath(beside: self.url), now: now,
            failRead: faults.storeFileRead)
        lock = ownLock ? PathLock() : PathLock.shared(for: url)
        self.diagnostics = diagnostics
        self.beforeRename = beforeRename
        self.faults = faults
    }

    /// The standard store of an app: `PushPrimerKit/<fileName>` in the user's Application Support
    /// directory (`~/.local/share` on Linux). For an App Group, pass the group container's URL to
    /// ``init(url:diagnostics:)`` instead (`FileManager.containerURL(forSecurityApplicationGroupIdentifier:)`).
    public static func standard(
        fileName: String = "PrimerState.json",
        diagnostics: @escaping DiagnosticsHandler = { _ in }
    ) -> FileStore {
        let base =
            FileManager.default.urls(for: .applicationSupportDirectory, in: .userDomainMask).first
            ?? FileManager.default.temporaryDirectory
        return FileStore(
            url: base.appendingPathComponent("PushPrimerKit").appendingPathComponent(fileName),
            diagnostics: diagnostics)
    }

    /// The stored value; `nil` when absent, when its record is unreadable, or when the file is unreadable
    /// or cannot be read now (each reported to `diagnostics`).
    public func value(forKey key: String) -> StoredValue? {
        // No path lock: the rename makes every read see one whole file.
        guard let entry = readReporting()?.entries[key] else { return nil }
        if case let .readable(value) = entry { return value }
        return entry.value(forKey: key, in: "store file '\(cache.path)'", diagnostics: diagnostics)
    }

    /// Stores `value` in the file, or throws ``StoreError`` leaving the file as it was (also when the file
    /// exists but cannot be read, since writing it would drop every other key).
    public func setValue(_ value: StoredValue, forKey key: String) throws(StoreError) {
        try value.validate(forKey: key)
        try update { $0.set(value, forKey: key) }
    }

    /// Removes `key` from the file; removing an absent key writes nothing.
    public func removeValue(forKey key: String) throws(StoreError) {
        try updateIfChanged { document in document.remove(key) }
    }

    /// Every readable key and value, for assertions and debugging.
    @_spi(AdapterAuthoring) public var snapshot: [String: StoredValue] {
        guard let document = readReporting() else { return [:] }
        return document.entries.compactMapValues { entry in
            if case let .readable(value) = entry { value } else { nil }
        }
    }

    private func update(_ change: (inout FileStoreDocument) -> Void) throws(StoreError) {
        try updateIfChanged { document in
            change(&document)
            return true
        }
    }

    /// Read-modify-write under the path's lock, re-reading the file so other instances' writes survive;
    /// writes nothing when `change` returns `false`.
    private func updateIfChanged(_ change: (inout FileStoreDocument) -> Bool) throws(StoreError) {
        try lock.mutex.withLock { (writes: inout Int) throws(StoreError) in
            try AtomicFileWriter.withProcessLock(beside: url) { (lockDescriptor) throws(StoreError) in
                // Holding the process lock, no live writer has a temporary file: any left is an orphan.
                AtomicFileWriter.removeOrphans(of: url)
                var document = try readForWriting()
                guard change(&document) else { return }
                let data: Data
                do {
                    data = try document.encoded()
                } catch {
                    throw StoreError.writeFailed(path: url.path, reason: "cannot encode the store: \(error)")
                }
                try StoreChangeCounter.whileWriting(
                    lockDescriptor: lockDescriptor, lockPath: AtomicFileWriter.lockPath(beside: url),
                    failWrite: faults.counterWrite
                ) { () throws(StoreError) in
                    try AtomicFileWriter.write(data, to: url, beforeRename: beforeRename)
                }
                cache.wrote(document)
                writes += 1
            }
        }
    }

    private func readReporting() -> FileStoreDocument? {
        switch cache.read() {
        case .missing:
            return FileStoreDocument()
        case let .document(document):
            return document
        case let .unreadable(reason):
            reportUnreadable(reason)
            return nil
        case let .failed(reason):
            diagnostics(
                Diagnostic(
                    .warning, code: "store.readFailed",
                    "store file '\(cache.path)' \(reason); read as no values, and not written until it can be read"))
            return nil
        }
    }

    /// Reports content that is not a store document (torn, empty, foreign): it reads as no values.
    private func reportUnreadable(_ reason: String) {
        diagnostics(
            Diagnostic(
                .warning, code: "store.unreadableFile", "store file '\(cache.path)' \(reason); read as no values"))
    }

    /// The file as the base of a write: unreadable content is replaced (reported), but a file that could
    /// not be read fails the write, so that its keys are not lost.
    private func readForWriting() throws(StoreError) -> FileStoreDocument {
        switch cache.read(checkingFile: true) {
        case .missing:
            return FileStoreDocument()
        case let .document(document):
            return document
        case let .unreadable(reason):
            reportUnreadable(reason)
            return FileStoreDocument()
        case let .failed(reason):
            throw StoreError.writeFailed(
                path: url.path, reason: "the store file \(reason), so writing it would lose its keys")
        }
    }
}

/// One lock per file path for the whole process, so that every ``FileStore`` instance over one file
/// serialises its read-modify-write cycles. Entries live as long as the process (a handful of paths).
final class PathLock: Sendable {
    /// Guards the file's read-modify-write; the value counts completed writes.
    let mutex = LockedValue(0)

    private static let registry = LockedValue<[String: PathLock]>([:])

    /// The lock of `url`'s file, the same object for every spelling of the path.
    static func shared(for url: URL) -> PathLock {
        let key = canonicalPath(url)
        return registry.withLock { locks in
            if let lock = locks[key] { return lock }
            let lock = PathLock()
            locks[key] = lock
            return lock
        }
    }

    /// The path with `..` and symlinks resolved. Symlinks resolve only in components that exist, so the
    /// deepest existing ancestor is resolved and the rest (a file not written yet) appended.
    static func canonicalPath(_ url: URL) -> String {
        var existing = url.standardizedFileURL
        var rest: [String] = []
        while !FileManager.default.fileExists(atPath: existing.path), existing.pathComponents.count > 1 {
            rest.insert(existing.lastPathComponent, at: 0)
            existing = existing.deletingLastPathComponent()
        }
        return rest.reduce(existing.resolvingSymlinksInPath()) { $0.appendingPathComponent($1) }.path
    }
}
