import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes a command's `--output FILE` as a shell's `>` would, and atomically where that is safe.
///
/// - A new path or a regular file: the text goes to a temporary file beside it, which is renamed over
///   it (keeping an existing file's permissions), so a reader sees the old file or the new one.
/// - A symbolic link: the link stays; its target is written by these same rules.
/// - A FIFO, a device (`/dev/null`, `/dev/stdout`) or a socket: written through in place, never
///   replaced by a plain file.
/// - A directory: refused.
///
/// Failures are ``LabError/outputFailed(path:reason:)`` in the tool's own words.
enum OutputFile {
    static func write(_ text: String, to path: String) throws(LabError) {
        let bytes = Array(text.utf8)
        do throws(Failure) {
            var info = stat()
            if lstat(path, &info) != 0 {
                guard errno == ENOENT else { throw Failure.system(errno, path: path) }
                try replaceAtomically(path, with: bytes, mode: 0o644)
                return
            }
            switch info.st_mode & S_IFMT {
            case S_IFREG: try replaceAtomically(path, with: bytes, mode: info.st_mode & 0o7777)
            case S_IFDIR: throw Failure.isDirectory
            case S_IFLNK: try writeThroughLink(path, bytes)
            default: try writeInPlace(path, bytes, flags: O_WRONLY)
            }
        } catch {
            throw .outputFailed(path: path, reason: error.reason)
        }
    }

    /// A link whose target exists is followed to it; a dangling link gets its target created, as `>`
    /// does.
    private static func writeThroughLink(_ path: String, _ bytes: [UInt8]) throws(Failure) {
        guard let resolved = realpath(path, nil) else {
            guard errno == ENOENT else { throw Failure.system(errno, path: path) }
            return try writeInPlace(path, bytes, flags: O_WRONLY | O_CREAT | O_TRUNC)
        }
        defer { free(resolved) }
        let target = String(cString: resolved)
        var info = stat()
        guard stat(target, &info) == 0 else { throw Failure.system(errno, path: target) }
        switch info.st_mode & S_IFMT {
        case S_IFREG: try replaceAtomically(target, with: bytes, mode: info.st_mode & 0o7777)
        case S_IFDIR: throw Failure.isDirectory
        default: try writeInPlace(target, bytes, flags: O_WRONLY)
        }
    }

    private static func replaceAtomically(_ path: String, with bytes: [UInt8], mode: mode_t) throws(Failure) {
        let url = URL(fileURLWithPath: path)
        let temporary = url.deletingLastPathComponent()
            .appendingPathComponent(
                ".\(url.lastPathComponent).primer-lab-\(getpid())-\(UInt32.random(in: 0 ... .max)).tmp"
            ).path
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw Failure.system(errno, path: path) }
        var failure: Failure?
        if fchmod(descriptor, mode) != 0 { failure = .system(errno, path: path) }
        if failure == nil { failure = writeAll(descriptor, bytes, path: path) }
        close(descriptor)
        if failure == nil, rename(temporary, path) != 0 { failure = .system(errno, path: path) }
        if let failure {
            unlink(temporary)
            throw failure
        }
    }

    private static func writeInPlace(_ path: String, _ bytes: [UInt8], flags: Int32) throws(Failure) {
        let descriptor = open(path, flags | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw Failure.system(errno, path: path) }
        defer { close(descriptor) }
        if let failure = writeAll(descriptor, bytes, path: path) { throw failure }
    }

    private static func writeAll(_ descriptor: Int32, _ bytes: [UInt8], path: String) -> Failure? {
        bytes.withUnsafeBytes { buffer -> Failure? in
            var offset = 0
            while offset < buffer.count {
                let count = systemWrite(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if count < 0 {
                    if errno == EINTR { continue }
                    return .system(errno, path: path)
                }
                offset += count
            }
            return nil
        }
    }

    /// The C library's `write`, named apart from Swift's `write` overloads.
    private static func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
        #if canImport(Glibc)
        Glibc.write(descriptor, bytes, count)
        #elseif canImport(Musl)
        Musl.write(descriptor, bytes, count)
        #else
        Darwin.write(descriptor, bytes, count)
        #endif
    }

    /// Why a write failed, phrased by the tool rather than by Foundation.
    enum Failure: Error {
        case system(Int32, path: String)
        case isDirectory

        var reason: String {
            switch self {
            case .isDirectory:
                return "it is a directory"
            case let .system(code, path):
                let directory = URL(fileURLWithPath: path).deletingLastPathComponent().path
                switch code {
                case ENOENT:
                    // Also what a file system that allows no new files (/proc) answers for an existing folder.
                    var isDirectory: ObjCBool = false
                    let exists = FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory)
                    return exists && isDirectory.boolValue
                        ? "no new file can be created in '\(directory)'"
                        : "the directory '\(directory)' does not exist"
                case ENOTDIR: return "a part of the path is not a directory"
                case EACCES, EPERM: return "permission denied"
                case EISDIR: return "it is a directory"
                case ENOSPC: return "no space left on the device"
                case EROFS: return "the file system is read-only"
                case ENXIO: return "no process is reading the FIFO or the device is absent"
                default: return String(cString: strerror(code)).lowercased()
                }
            }
        }
    }
}
