#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A ``FileStore`` file's change counter: the first 8 bytes of its lock file (`.<name>.lock`), which a
/// reader reads (one 8-byte `pread` on a descriptor it keeps open) to learn of another writer's change
/// without checking the store file itself (a `stat` of its path).
///
/// Seqlock-style: a writer, holding the lock file's `flock`, makes the counter odd before it touches the
/// store file and even (and higher) after, so a reader that finds the counter even and unchanged since it
/// checked the file knows no write has started since. A writer killed mid-write leaves it odd: readers
/// then check the file with `stat` on every access, exactly as without a counter, until the next writer
/// makes it even again.
///
/// Read and written with `pread`/`pwrite`, never mapped: a store to a mapped hole (a lock file grown
/// with `ftruncate`) traps with SIGBUS on a full file system, and so does any load once something else
/// cuts the lock file short. A `pwrite` allocates the bytes or fails (`ENOSPC`, a ``StoreError``), and
/// a `pread` of a file cut short returns fewer bytes: no counter, so readers check the file.
///
/// A lock file shorter than 8 bytes (new, or cut short by something else) gets a counter that starts at
/// a random even value: restarting from 0 after a cut could bring the counter back to a value a reader
/// kept before it, which that reader would trust. Why no atomics are needed: a reader only compares the
/// counter for equality, and a stale value read early makes it check the file once more, never trust a
/// changed one (the writer's rename and directory sync happen before it writes the even value, and the
/// reader reads the counter before it checks the file).
enum StoreChangeCounter {
    /// The counter's size in bytes: a lock file shorter than this has no counter.
    static let size = MemoryLayout<UInt64>.size

    /// Runs `body` with the counter of the lock file `descriptor` (open for reading and writing, its
    /// `flock` held) marked "write in progress", then marks the write done, whether `body` threw or not.
    /// Throws without running `body` when the counter cannot be written (a full disk), because readers
    /// that trust their cache would then miss the write. `failWrite` is a test seam: an `errno` it returns
    /// fails the marking `pwrite` as the system call would.
    static func whileWriting<Result>(
        lockDescriptor descriptor: Int32, lockPath: String,
        failWrite: (() -> Int32?)? = nil,
        _ body: () throws(StoreError) -> Result
    ) throws(StoreError) -> Result {
        var start = read(descriptor) ?? freshStart()
        // Odd: a writer was killed mid-write. Its write is either wholly done or wholly absent, so the
        // count only needs to move on.
        if start & 1 == 1 { start &+= 1 }
        if let injected = failWrite?() {
            errno = injected
            throw failure(lockPath, "write lock")
        }
        guard write(start &+ 1, to: descriptor) else { throw failure(lockPath, "write lock") }
        // Best effort: a counter left odd only makes readers check the file on every access.
        defer { _ = write(start &+ 2, to: descriptor) }
        return try body()
    }

    /// The counter of the lock file `descriptor`; `nil` when the file is shorter than the counter (or
    /// cannot be read).
    static func read(_ descriptor: Int32) -> UInt64? {
        var value: UInt64 = 0
        while true {
            let count = withUnsafeMutableBytes(of: &value) { pread(descriptor, $0.baseAddress, size, 0) }
            if count < 0, errno == EINTR { continue }
            return count == size ? value : nil
        }
    }

    /// Writes `value` as the counter; whether all 8 bytes were written (`errno` says why not).
    static func write(_ value: UInt64, to descriptor: Int32) -> Bool {
        while true {
            let count = withUnsafeBytes(of: value) { pwrite(descriptor, $0.baseAddress, size, 0) }
            if count < 0, errno == EINTR { continue }
            return count == size
        }
    }

    /// A random even value, where a new counter starts.
    static func freshStart() -> UInt64 { UInt64.random(in: 0...UInt64.max) & ~1 }

    private static func failure(_ path: String, _ step: String) -> StoreError {
        .writeFailed(path: path, reason: "\(step) failed: \(String(cString: strerror(errno)))")
    }
}

/// A reader's view of a store's change counter (``StoreChangeCounter``): the lock file kept open, made
/// once per store instance. Not thread-safe: ``FileStoreCache`` uses it under its lock.
final class StoreChangeCounterView {
    private let descriptor: Int32
    /// The lock file opened, to notice it being replaced (then writers update another counter).
    let lockIdentity: FileIdentity

    /// Opens the lock file at `lockPath`, making the lock file or its counter when no `FileStore` has
    /// written yet (a file written by other means); `nil` when it cannot be opened (a read-only
    /// directory): readers then check the file with `stat` on every access.
    init?(lockPath: String) {
        Self.makeCounter(lockPath)
        let descriptor = open(lockPath, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        guard let identity = FileIdentity.ofDescriptor(descriptor) else {
            close(descriptor)
            return nil
        }
        self.descriptor = descriptor
        lockIdentity = identity
    }

    /// Creates the lock file (`AtomicFileWriter.openLockFile(_:)`), and its counter when it has none, holding the `flock` but never
    /// waiting for it: a writer that holds it (perhaps of this process, waiting for this reader's cache)
    /// writes the counter itself. Best effort: without a counter, readers check the file.
    private static func makeCounter(_ lockPath: String) {
        var status = stat()
        if stat(lockPath, &status) == 0, status.st_size >= StoreChangeCounter.size { return }
        let descriptor = AtomicFileWriter.openLockFile(lockPath)
        guard descriptor >= 0 else { return }
        defer { close(descriptor) }
        guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else { return }
        defer { flock(descriptor, LOCK_UN) }
        guard StoreChangeCounter.read(descriptor) == nil else { return }
        _ = StoreChangeCounter.write(StoreChangeCounter.freshStart(), to: descriptor)
    }

    deinit { close(descriptor) }

    /// The counter now: even when no write is in progress; `nil` while the lock file has no counter.
    var value: UInt64? { StoreChangeCounter.read(descriptor) }
}
