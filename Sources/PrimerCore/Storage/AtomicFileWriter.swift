import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Replaces a file's contents atomically: the bytes go to a fresh temporary file in the same directory,
/// are flushed to disk, and the temporary file is renamed over the target. A reader (or a crash) sees
/// either the old file or the new one, never a mix; a crash before the rename leaves the old file and
/// a stray temporary file, which readers ignore.
enum AtomicFileWriter {
    /// The suffix of temporary files; they start with a dot so they stay out of directory listings.
    static let temporarySuffix = ".tmp"

    /// Writes `data` to `url`, creating the parent directory when needed. `beforeRename` runs with the
    /// temporary file complete, just before the rename (a test seam for a failing final step).
    static func write(_ data: Data, to url: URL,
                      beforeRename: (() throws(StoreError) -> Void)? = nil) throws(StoreError) {
        let directory = url.deletingLastPathComponent()
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        } catch {
            throw StoreError.writeFailed(path: url.path, reason: "cannot create the directory: \(error.localizedDescription)")
        }
        // Bounded name: a long store name must not push the temporary name past NAME_MAX.
        let temporary = directory.appendingPathComponent(
            ".\(url.lastPathComponent.prefix(64)).\(UUID().uuidString)\(temporarySuffix)").path
        do throws(StoreError) {
            try writeFlushed(data, toNewFile: temporary)
            try beforeRename?()
            guard rename(temporary, url.path) == 0 else { throw failure(url.path, "rename") }
        } catch {
            unlink(temporary)
            throw error
        }
    }

    /// Runs `body` holding an exclusive `flock` on a lock file beside `url` (`.<name>.lock`), so that
    /// read-modify-write cycles of other processes on the same file (an app and its extension) wait.
    static func withProcessLock<Result>(beside url: URL,
                                        _ body: () throws(StoreError) -> Result) throws(StoreError) -> Result {
        let directory = url.deletingLastPathComponent()
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        } catch {
            throw StoreError.writeFailed(path: url.path, reason: "cannot create the directory: \(error.localizedDescription)")
        }
        let lockPath = directory.appendingPathComponent(".\(url.lastPathComponent.prefix(200)).lock").path
        let descriptor = open(lockPath, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw failure(lockPath, "open lock") }
        defer { close(descriptor) }
        while flock(descriptor, LOCK_EX) != 0 {
            guard errno == EINTR else { throw failure(lockPath, "lock") }
        }
        defer { flock(descriptor, LOCK_UN) }
        return try body()
    }

    private static func writeFlushed(_ data: Data, toNewFile path: String) throws(StoreError) {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw failure(path, "create") }
        defer { close(descriptor) }
        let written = data.withUnsafeBytes { buffer -> Bool in
            var offset = 0
            while offset < buffer.count {
                let count = Glue.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
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

/// The C library's `write`, named apart from Swift's `write` overloads.
private enum Glue {
    static func write(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
        #if canImport(Glibc)
        Glibc.write(descriptor, bytes, count)
        #elseif canImport(Musl)
        Musl.write(descriptor, bytes, count)
        #else
        Darwin.write(descriptor, bytes, count)
        #endif
    }
}
