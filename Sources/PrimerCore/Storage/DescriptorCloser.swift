import Dispatch

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Closes file descriptors off the caller's path. Closing the last descriptor of a file that was
/// replaced (unlinked by a rename) frees its inode, which on a journalling file system costs more than
/// reading the new file: measured on ext4, it made a read right after another writer's write 4.6 times
/// a naive re-read (21 times under I/O load).
enum DescriptorCloser {
    private static let queue = DispatchQueue(label: "PushPrimerKit.FileStore.close", qos: .utility)

    /// Closes `descriptor` soon, on a background queue. The caller must not use it again.
    static func closeLater(_ descriptor: Int32) {
        queue.async { _ = close(descriptor) }
    }
}
