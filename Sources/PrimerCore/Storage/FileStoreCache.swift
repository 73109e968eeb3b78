#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The decoded document of one ``FileStore`` instance, trusted only while its path still names the
/// file it was decoded from (``FileIdentity``, one `stat` per access): a write by another instance or
/// process replaces the file, so the next access sees the change and decodes the new file once.
///
/// The decoded file stays open while it is cached, which keeps its inode allocated: a later file can
/// never get the same inode number and pass for it.
final class FileStoreCache: Sendable {
    private struct Cached {
        var identity: FileIdentity
        var descriptor: Int32
        var document: FileStoreDocument
    }

    /// The file's path.
    let path: String
    /// `path` as a C string, made once: `stat` on a Swift string would convert it on every access.
    private let cPath: [CChar]
    private let cached = LockedValue<Cached?>(nil)

    init(path: String) {
        self.path = path
        cPath = Array(path.utf8CString)
    }

    deinit {
        cached.withLock { cached in
            if let descriptor = cached?.descriptor { close(descriptor) }
        }
    }

    /// The file as a store document: the cached one while the path names the cached file.
    func read() -> FileStoreDocument.Reading {
        cached.withLock { cached in
            if let current = cached, FileIdentity.ofPath(cPath) == current.identity {
                return .document(current.document)
            }
            Self.forget(&cached)
            let descriptor = open(path, O_RDONLY | O_CLOEXEC)
            guard descriptor >= 0 else {
                if errno == ENOENT || errno == ENOTDIR { return .missing }
                return .unreadable(reason: "cannot be read (\(String(cString: strerror(errno))))")
            }
            guard let identity = FileIdentity.ofDescriptor(descriptor) else {
                defer { close(descriptor) }
                return .unreadable(reason: "cannot be read (\(String(cString: strerror(errno))))")
            }
            let reading = FileStoreDocument.read(descriptor: descriptor)
            guard case let .document(document) = reading else {
                close(descriptor)
                return reading
            }
            cached = Cached(identity: identity, descriptor: descriptor, document: document)
            return reading
        }
    }

    /// Caches `document` as the content of the file just written. Call it holding the path's process
    /// lock, so that no other writer has replaced the file since.
    func wrote(_ document: FileStoreDocument) {
        cached.withLock { cached in
            Self.forget(&cached)
            let descriptor = open(path, O_RDONLY | O_CLOEXEC)
            guard descriptor >= 0 else { return }
            guard let identity = FileIdentity.ofDescriptor(descriptor) else {
                close(descriptor)
                return
            }
            cached = Cached(identity: identity, descriptor: descriptor, document: document)
        }
    }

    private static func forget(_ cached: inout Cached?) {
        if let descriptor = cached?.descriptor { close(descriptor) }
        cached = nil
    }
}
