#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// What says that a path still names the file a ``FileStore`` decoded: device and inode (a write
/// replaces the file through a rename, so it gets a new inode; the cache keeps the decoded file open, so
/// its inode cannot be reused meanwhile), plus size, modification and status-change times for a file
/// rewritten in place by someone else. The one change it can miss is an in-place rewrite to the same
/// size within the file system's timestamp granularity (a few milliseconds): the store itself never
/// writes in place, so only a foreign writer bypassing the store could do that.
struct FileIdentity: Equatable {
    private var device: UInt64
    private var inode: UInt64
    private var size: Int64
    private var modified: (seconds: Int, nanoseconds: Int)
    private var changed: (seconds: Int, nanoseconds: Int)

    /// The identity of the file `path` (a NUL-terminated C string) names now; `nil` when `stat` fails
    /// (`errno` says why).
    static func ofPath(_ path: [CChar]) -> FileIdentity? {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        return FileIdentity(status)
    }

    /// The identity of the open file `descriptor`.
    static func ofDescriptor(_ descriptor: Int32) -> FileIdentity? {
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return nil }
        return FileIdentity(status)
    }

    private init(_ status: stat) {
        device = UInt64(status.st_dev)
        inode = UInt64(status.st_ino)
        size = Int64(status.st_size)
        #if canImport(Darwin)
        modified = (Int(status.st_mtimespec.tv_sec), Int(status.st_mtimespec.tv_nsec))
        changed = (Int(status.st_ctimespec.tv_sec), Int(status.st_ctimespec.tv_nsec))
        #else
        modified = (Int(status.st_mtim.tv_sec), Int(status.st_mtim.tv_nsec))
        changed = (Int(status.st_ctim.tv_sec), Int(status.st_ctim.tv_nsec))
        #endif
    }

    /// Whether both name the same file (device and inode), whatever its content.
    func isSameFile(as other: FileIdentity) -> Bool {
        device == other.device && inode == other.inode
    }

    static func == (lhs: FileIdentity, rhs: FileIdentity) -> Bool {
        lhs.device == rhs.device && lhs.inode == rhs.inode && lhs.size == rhs.size
            && lhs.modified == rhs.modified && lhs.changed == rhs.changed
    }
}
