import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Replaces a file's contents atomically: the bytes go to a fresh temporary file in the same directory,
/// are flushed to disk, the temporary file is renamed over the target and the directory is flushed (where
/// the platform allows), so the rename survives a power loss. A reader (or a crash) sees either the old
/// file or the new one, never a mix; a crash before the rename leaves the old file and a stray temporary
/// file, which readers ignore and ``removeOrphans(of:)`` removes.
enum AtomicFileWriter {
    /// The suffix of temporary files; they start with a dot so they stay out of directory listings.
    static let temporarySuffix = ".tmp"

    /// Writes `data` to `url`, creating the parent directory when needed. `beforeRename` runs with the
    /// temporary file complete, just before the rename, and an error it returns fails the write there (a
    /// test seam for a failing final step).
    static func write(
        _ data: Data, to url: URL,
        beforeRename: (() -> StoreError?)? = nil
    ) throws(StoreError) {
        let directory = url.deletingLastPathComponent()
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        } catch {
            throw StoreError.writeFailed(
                path: url.path, reason: "cannot create the directory: \(error.localizedDescription)")
        }
        let temporary = directory.appendingPathComponent(
            temporaryPrefix(of: url) + UUID().uuidString + temporarySuffix
        ).path
        do throws(StoreError) {
            try writeFlushed(data, toNewFile: temporary)
            if let injected = beforeRename?() { throw injected }
            guard rename(temporary, url.path) == 0 else { throw failure(url.path, "rename") }
        } catch {
            unlink(temporary)
            throw error
        }
        syncDirectory(directory)
    }

    /// `.<name>.`, which a temporary file's UUID and suffix follow. Bounded, so that a long store name
    /// does not push the temporary name past NAME_MAX: a name over 64 characters becomes its first 47
    /// and a hash of the whole, so that every store still has temporary names of its own.
    static func temporaryPrefix(of url: URL) -> String {
        let name = url.lastPathComponent
        guard name.count > 64 else { return ".\(name)." }
        // FNV-1a over the UTF-8 bytes: the same in every process and every run.
        let hash = name.utf8.reduce(UInt64(0xcbf2_9ce4_8422_2325)) { ($0 ^ UInt64($1)) &* 0x0000_0100_0000_01b3 }
        let hex = String(hash, radix: 16)
        return ".\(name.prefix(47))~\(String(repeating: "0", count: 16 - hex.count))\(hex)."
    }

    /// Removes the temporary files a writer of `url` left when it was killed before its rename, and
    /// returns how many. Call it only holding `url`'s process lock (``withProcessLock(beside:_:)``):
    /// every writer creates, fills and renames its temporary file holding that lock, so while it is held
    /// no temporary file of `url` belongs to a live writer, in this process or another. Files of other
    /// stores in the directory are left alone.
    @discardableResult
    static func removeOrphans(of url: URL) -> Int {
        let directory = url.deletingLastPathComponent()
        let prefix = temporaryPrefix(of: url)
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory.path) else { return 0 }
        var removed = 0
        for name in names where name.hasPrefix(prefix) && name.hasSuffix(temporarySuffix) {
            let middle = name.dropFirst(prefix.count).dropLast(temporarySuffix.count)
            guard UUID(uuidString: String(middle)) != nil else { continue }
            if unlink(directory.appendingPathComponent(name).path) == 0 { removed += 1 }
        }
        return removed
    }

    /// Flushes the directory, so the rename itself reaches the disk. Best effort: the rename is already
    /// visible, so a file system that cannot sync a directory does not fail the write.
    private static func syncDirectory(_ directory: URL) {
        let descriptor = open(directory.path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        defer { close(descriptor) }
        _ = fsync(descriptor)
    }

    /// The lock file beside `url`: `.<name>.lock`, the name cut to 200 characters.
    static func lockPath(beside url: URL) -> String {
        url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent.prefix(200)).lock").path
    }

    /// Runs `body` holding an exclusive `flock` on the lock file beside `url` (``lockPath(beside:)``), so
    /// that read-modify-write cycles of other processes on the same file (an app and its extension)
    /// wait. `body` gets the lock file's descriptor, open for reading and writing.
    static func withProcessLock<Result>(
        beside url: URL,
        _ body: (_ lockDescriptor: Int32) throws(StoreError) -> Result
    ) throws(StoreError) -> Result {
        let directory = url.deletingLastPathComponent()
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        } catch {
            throw StoreError.writeFailed(
                path: url.path, reason: "cannot create the directory: \(error.localizedDescription)")
        }
        let path = lockPath(beside: url)
        let descriptor = openLockFile(path)
        guard descriptor >= 0 else { throw failure(path, "open lock") }
        defer { close(descriptor) }
        while flock(descriptor, LOCK_EX) != 0 {
            guard errno == EINTR else { throw failure(path, "lock") }
        }
        defer { flock(descriptor, LOCK_UN) }
        return try body(descriptor)
    }

    /// The lock file at `path` open for reading and writing, created (`0600`, the store's data
    /// protection) when there is none; a negative number when it cannot be opened (`errno` says why).
    static func openLockFile(_ path: String) -> Int32 {
        let existing = open(path, O_RDWR | O_CLOEXEC)
        guard existing < 0, errno == ENOENT else { return existing }
        let created = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        if created >= 0 { StoreFileProtection.apply(toFileAt: path) }
        return created
    }

    /// Owner-only (`0600`): an App Group's processes run as the same user, and nobody else has any
    /// business reading the store.
    private static func writeFlushed(_ data: Data, toNewFile path: String) throws(StoreError) {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw failure(path, "create") }
        defer { close(descriptor) }
        StoreFileProtection.apply(toFileAt: path)
        let written = data.withUnsafeBytes { buffer -> Bool in
            var offset = 0
            while offset < buffer.count {
                let count = SystemCalls.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if count < 0 {
                    if errno == EINTR { continue }
                    return false
                }
                offset += count
            }
            return true
        }
        guard written else { throw failure(path, "write") }
        guard fsync(descriptor) == 0 else { throw failure(path, "flush") }
    }

    private static func failure(_ path: String, _ step: String) -> StoreError {
        .writeFailed(path: path, reason: "\(step) failed: \(String(cString: strerror(errno)))")
    }
}
