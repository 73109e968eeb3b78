#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A ``FileStore`` file's change counter: the first 8 bytes of its lock file (`.<name>.lock`), mapped
/// into every process that reads the store, so a reader learns of another writer's change with one
/// memory load instead of a `stat` (a system call: 1–3 µs on Linux VMs).
///
/// Seqlock-style: a writer, holding the lock file's `flock`, makes the counter odd before it touches the
/// store file and even (and higher) after, so a reader that finds the counter even and unchanged since it
/// checked the file knows no write has started since. A writer killed mid-write leaves it odd: readers
/// then check the file with `stat` on every access, exactly as without a counter, until the next writer
/// makes it even again.
///
/// Why plain loads and stores suffice (no atomics exist at iOS 15 without a dependency): the counter is
/// one aligned 8-byte word, which arm64 and x86-64 load and store in one access, so it is never torn;
/// a reader only ever compares it for equality, and a stale value read early makes it check the file
/// once more, never trust a changed one (the writer's rename and directory sync happen before it stores
/// the even value, and the reader loads the counter before it checks the file).
enum StoreChangeCounter {
    /// The counter's size in bytes: a lock file shorter than this has no counter yet.
    static let size = MemoryLayout<UInt64>.size

    /// Runs `body` with the counter of the lock file `descriptor` (open for reading and writing, its
    /// `flock` held) marked "write in progress", then marks the write done, whether `body` threw or not.
    /// Throws without running `body` when the counter cannot be mapped, because readers that trust their
    /// cache would then miss the write.
    static func whileWriting<Result>(
        lockDescriptor descriptor: Int32, lockPath: String,
        _ body: () throws(StoreError) -> Result
    ) throws(StoreError) -> Result {
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw failure(lockPath, "stat lock") }
        if status.st_size < size {
            guard ftruncate(descriptor, off_t(size)) == 0 else { throw failure(lockPath, "extend lock") }
        }
        let mapping = mmap(nil, size, PROT_READ | PROT_WRITE, MAP_SHARED, descriptor, 0)
        guard let mapping, mapping != MAP_FAILED else { throw failure(lockPath, "map lock") }
        defer { munmap(mapping, size) }
        var start = mapping.load(as: UInt64.self)
        // Odd: a writer was killed mid-write. Its write is either wholly done or wholly absent, so the
        // count only needs to move on.
        if start & 1 == 1 { start &+= 1 }
        mapping.storeBytes(of: start &+ 1, as: UInt64.self)
        defer { mapping.storeBytes(of: start &+ 2, as: UInt64.self) }
        return try body()
    }

    private static func failure(_ path: String, _ step: String) -> StoreError {
        .writeFailed(path: path, reason: "\(step) failed: \(String(cString: strerror(errno)))")
    }
}

/// A read-only mapping of a store's change counter (``StoreChangeCounter``), made once per store
/// instance. Not thread-safe: ``FileStoreCache`` uses it under its lock.
///
/// If something other than ``FileStore`` truncates the lock file below 8 bytes while it is mapped, a
/// load faults (SIGBUS), as with any mapped file; ``FileStore`` itself never shrinks it.
final class StoreChangeCounterView {
    private let mapping: UnsafeRawPointer
    /// The lock file mapped, to notice it being replaced (then writers update another counter).
    let lockIdentity: FileIdentity

    /// Maps the counter of the lock file at `lockPath`, making the lock file or its counter when no
    /// `FileStore` has written yet (a file written by other means); `nil` when it cannot be made or
    /// mapped (a read-only directory): readers then check the file with `stat` on every access.
    init?(lockPath: [CChar]) {
        Self.makeCounter(lockPath)
        let descriptor = open(lockPath, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_size >= StoreChangeCounter.size,
            let identity = FileIdentity.ofDescriptor(descriptor)
        else { return nil }
        let mapping = mmap(nil, StoreChangeCounter.size, PROT_READ, MAP_SHARED, descriptor, 0)
        guard let mapping, mapping != MAP_FAILED else { return nil }
        self.mapping = UnsafeRawPointer(mapping)
        lockIdentity = identity
    }

    /// Creates the lock file, or grows it to hold the counter (zero: no write yet). Without the `flock`,
    /// which a writer of this process may hold while it waits for the reader's cache: growing a file to
    /// 8 bytes leaves a file already that long untouched, so it never races a writer's counter.
    private static func makeCounter(_ lockPath: [CChar]) {
        var status = stat()
        if stat(lockPath, &status) == 0, status.st_size >= StoreChangeCounter.size { return }
        let descriptor = open(lockPath, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { return }
        defer { close(descriptor) }
        guard fstat(descriptor, &status) == 0, status.st_size < StoreChangeCounter.size else { return }
        _ = ftruncate(descriptor, off_t(StoreChangeCounter.size))
    }

    deinit { munmap(UnsafeMutableRawPointer(mutating: mapping), StoreChangeCounter.size) }

    /// The counter now: even when no write is in progress.
    var value: UInt64 { mapping.load(as: UInt64.self) }
}
