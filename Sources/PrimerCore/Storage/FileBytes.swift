import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads a whole file with POSIX `open` / `read`: `Data(contentsOf:)` leaks about 4 KB on every read of
/// an empty file in swift-corelibs-foundation (measured: 20,000 reads, +80 MB), and a store re-reads its
/// file on every access.
enum FileBytes {
    /// What reading found.
    enum Reading {
        /// No file there (or a parent is not a directory).
        case missing
        /// The file's bytes, possibly none.
        case bytes(Data)
        /// The file exists but cannot be read.
        case failed(reason: String)
    }

    /// The bytes of the file at `path`.
    static func read(_ path: String) -> Reading {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else {
            return errno == ENOENT || errno == ENOTDIR ? .missing : .failed(reason: currentError())
        }
        defer { close(descriptor) }
        return read(descriptor: descriptor)
    }

    /// The bytes of the open file `descriptor`, from its current offset to the end. `failRead` is a test
    /// seam: an `errno` it returns fails the next `read` as the system call would.
    static func read(descriptor: Int32, failRead: (() -> Int32?)? = nil) -> Reading {
        var data = Data()
        var chunk = [UInt8](repeating: 0, count: 16 * 1024)
        while true {
            let count = chunk.withUnsafeMutableBytes { buffer in
                if let injected = failRead?() {
                    errno = injected
                    return -1
                }
                return SystemCalls.read(descriptor, buffer.baseAddress, buffer.count)
            }
            if count < 0 {
                if errno == EINTR { continue }
                return .failed(reason: currentError())
            }
            if count == 0 { return .bytes(data) }
            data.append(contentsOf: chunk[0..<count])
        }
    }

    private static func currentError() -> String { String(cString: strerror(errno)) }
}
