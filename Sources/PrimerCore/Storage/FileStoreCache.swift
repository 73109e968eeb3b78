#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The decoded document of one ``FileStore`` instance, and when to trust it.
///
/// - A write through any ``FileStore``, in any process, moves the store's change counter
///   (``StoreChangeCounter``, one 8-byte `pread`): while the counter is even and unchanged since the file
///   was last checked, and that check is under ``recheckInterval`` old, the cached document is the file.
/// - Otherwise the file is checked with one `stat` (``FileIdentity``): device, inode, size and times.
///   A write replaces the file through a rename, so the next check sees the change and decodes the new
///   file once. The decoded file stays open while it is cached, which keeps its inode allocated: a later
///   file can never get the same inode number and pass for it. The descriptor of a file no longer cached
///   is closed on a background queue (``DescriptorCloser``): closing the last descriptor of a replaced
///   file frees its inode, which costs more than reading the new file.
/// - A read that fails (permissions, I/O, no descriptor left, a data-protection lock) is
///   ``FileStoreDocument/Reading/failed(reason:)``, never taken for corrupt content: a writer then
///   throws rather than replace a file that may hold every key.
/// - An edit by something that is not a ``FileStore`` (a file replaced, rewritten or deleted by hand, by
///   a backup restore) does not move the counter; it is seen at the next check, at most
///   ``recheckInterval`` (plus the clock's tick) after the previous one.
final class FileStoreCache: Sendable {
    /// How long the counter alone is trusted: a `stat` costs 1–3 µs, so checking at most every 10 ms
    /// costs under 0.03 % of a core in the tightest loop, and a foreign edit is seen within 10 ms of
    /// the previous check. A decision on launch or foreground is further apart, so it always checks.
    static let recheckInterval: UInt64 = 10_000_000

    private struct Cached {
        var identity: FileIdentity
        var descriptor: Int32
        var document: FileStoreDocument
        /// The change counter read just before the file was last checked; odd (or `nil`, no counter)
        /// means the cache is checked with `stat` on every access.
        var counter: UInt64?
        /// When the file was last checked (``CoarseMonotonicClock``).
        var checkedAt: UInt64
    }

    private struct State {
        var cached: Cached?
        var counter: StoreChangeCounterView?
    }

    /// The file's path.
    let path: String
    /// `path` as a C string, made once: `stat` on a Swift string would convert it on every access.
    private let cPath: [CChar]
    private let lockPath: String
    private let lockCPath: [CChar]
    private let now: @Sendable () -> UInt64
    private let failRead: (@Sendable (FileStoreFaults.ReadStep) -> Int32?)?
    private let state = LockedValue(State())

    /// `now` is a monotonic clock in nanoseconds and `failRead` fails reading the file (test seams).
    init(
        path: String, lockPath: String, now: @escaping @Sendable () -> UInt64 = CoarseMonotonicClock.nanoseconds,
        failRead: (@Sendable (FileStoreFaults.ReadStep) -> Int32?)? = nil
    ) {
        self.path = path
        cPath = Array(path.utf8CString)
        self.lockPath = lockPath
        lockCPath = Array(lockPath.utf8CString)
        self.now = now
        self.failRead = failRead
    }

    deinit {
        state.withLock { state in Self.forget(&state.cached) }
    }

    /// The file as a store document: the cached one while it is still the file. `checkingFile` checks
    /// the file with `stat` whatever the counter says: a writer's read-modify-write must not write back a
    /// document that misses a foreign edit.
    func read(checkingFile: Bool = false) -> FileStoreDocument.Reading {
        state.withLock { state in
            // Read before checking the file, so a write that starts during the check moves it past the
            // value kept.
            let counter = state.counter?.value
            let time = now()
            if let current = state.cached {
                let fresh = time &- current.checkedAt < Self.recheckInterval
                if fresh, !checkingFile, let counter, counter & 1 == 0, counter == current.counter {
                    return .document(current.document)
                }
                let reopened = !fresh && Self.reopenIfReplaced(&state.counter, lockPath: lockPath, lockCPath: lockCPath)
                if FileIdentity.ofPath(cPath) == current.identity {
                    state.cached?.counter = reopened ? nil : counter
                    state.cached?.checkedAt = time
                    return .document(current.document)
                }
            }
            Self.forget(&state.cached)
            let descriptor = openFile()
            guard descriptor >= 0 else {
                if errno == ENOENT || errno == ENOTDIR { return .missing }
                return .failed(reason: "cannot be read (\(String(cString: strerror(errno))))")
            }
            guard let identity = FileIdentity.ofDescriptor(descriptor) else {
                defer { close(descriptor) }
                return .failed(reason: "cannot be read (\(String(cString: strerror(errno))))")
            }
            let reading = FileStoreDocument.read(
                descriptor: descriptor, failRead: failRead.map { fail in { fail(.read) } })
            guard case let .document(document) = reading else {
                close(descriptor)
                return reading
            }
            // A counter opened only now was not read before the check: the next access checks again.
            let checkedCounter = state.counter == nil ? nil : counter
            if state.counter == nil { state.counter = StoreChangeCounterView(lockPath: lockPath) }
            state.cached = Cached(
                identity: identity, descriptor: descriptor, document: document, counter: checkedCounter,
                checkedAt: time)
            return reading
        }
    }

    /// Caches `document` as the content of the file just written, with the change counter as the write
    /// left it. Call it holding the path's process lock, so that no other writer has replaced the
    /// file since, after ``StoreChangeCounter/whileWriting(lockDescriptor:lockPath:_:)`` has returned.
    func wrote(_ document: FileStoreDocument) {
        state.withLock { state in
            Self.forget(&state.cached)
            if state.counter == nil { state.counter = StoreChangeCounterView(lockPath: lockPath) }
            let descriptor = open(path, O_RDONLY | O_CLOEXEC)
            guard descriptor >= 0 else { return }
            guard let identity = FileIdentity.ofDescriptor(descriptor) else {
                close(descriptor)
                return
            }
            state.cached = Cached(
                identity: identity, descriptor: descriptor, document: document, counter: state.counter?.value,
                checkedAt: now())
        }
    }

    /// Opens the file for reading, or fails as `failRead` says.
    private func openFile() -> Int32 {
        if let injected = failRead?(.open) {
            errno = injected
            return -1
        }
        return open(path, O_RDONLY | O_CLOEXEC)
    }

    /// Opens the lock file again when something replaced it (writers now count in the new one); whether
    /// it did.
    private static func reopenIfReplaced(
        _ counter: inout StoreChangeCounterView?, lockPath: String, lockCPath: [CChar]
    ) -> Bool {
        guard let opened = counter else { return false }
        if let current = FileIdentity.ofPath(lockCPath), current.isSameFile(as: opened.lockIdentity) { return false }
        counter = StoreChangeCounterView(lockPath: lockPath)
        return true
    }

    private static func forget(_ cached: inout Cached?) {
        if let descriptor = cached?.descriptor { DescriptorCloser.closeLater(descriptor) }
        cached = nil
    }
}
