import Foundation
import PrimerLab
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `--output FILE` behaves like a shell's `>`: a regular file is replaced atomically, but a symbolic
/// link, a FIFO or a device is written through, never replaced by a plain file; failures are phrased
/// by the tool, not by Foundation.
@Suite struct OutputFileTests {
    /// A fresh directory for one test, removed afterwards by the caller.
    private func directory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "primer-lab-output-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    private func kind(_ path: String) -> mode_t {
        var info = stat()
        return lstat(path, &info) == 0 ? info.st_mode & S_IFMT : 0
    }

    @Test func aSymbolicLinkStaysALinkAndItsTargetGetsTheText() async throws {
        let dir = try directory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let target = dir.appendingPathComponent("real.txt")
        let link = dir.appendingPathComponent("link.txt")
        try Data("old\n".utf8).write(to: target)
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: target.path)

        let run = await LabRun.run(["events", "Reference", "--output", link.path])
        #expect(run.code == 0)
        #expect(kind(link.path) == S_IFLNK)
        #expect(try String(contentsOf: target, encoding: .utf8).hasPrefix("Canonical primer events and how Reference"))
    }

    @Test func aDanglingLinkGetsItsTargetCreated() async throws {
        let dir = try directory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let target = dir.appendingPathComponent("later.txt")
        let link = dir.appendingPathComponent("link.txt")
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: target.path)

        #expect(await LabRun.run(["events", "Reference", "--output", link.path]).code == 0)
        #expect(kind(link.path) == S_IFLNK)
        #expect(kind(target.path) == S_IFREG)
    }

    @Test func aFIFOIsWrittenThroughNotReplaced() async throws {
        let dir = try directory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let fifo = dir.appendingPathComponent("pipe").path
        #expect(mkfifo(fifo, 0o600) == 0)
        // A reader is there first (non-blocking open), so the tool's open for writing does not wait.
        let reader = open(fifo, O_RDONLY | O_NONBLOCK)
        #expect(reader >= 0)
        defer { close(reader) }

        let run = await LabRun.run(["events", "Reference", "--format", "json", "--output", fifo])
        #expect(run.code == 0)
        #expect(kind(fifo) == S_IFIFO)
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        let count = read(reader, &buffer, buffer.count)
        let text = String(decoding: buffer.prefix(max(count, 0)), as: UTF8.self)
        #expect(text.contains("\"schema\" : \"primer-lab.events\""))
    }

    @Test func aDeviceStaysADevice() async {
        let run = await LabRun.run(["diff", "Reference", "Suppressor", "--output", "/dev/null"])
        #expect(run.code == 0)
        #expect(kind("/dev/null") == S_IFCHR)
    }

    @Test func aRegularFileIsReplacedKeepingItsPermissionsAndLeavingNoTemporaryFile() async throws {
        let dir = try directory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("events.txt")
        try Data("old\n".utf8).write(to: file)
        #expect(chmod(file.path, 0o640) == 0)

        #expect(await LabRun.run(["events", "Reference", "--output", file.path]).code == 0)
        let attributes = try FileManager.default.attributesOfItem(atPath: file.path)
        #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o640)
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["events.txt"])
    }

    struct Failure: Sendable, CustomTestStringConvertible {
        let path: String
        let reason: String
        var testDescription: String { path }
    }

    @Test(arguments: [
        Failure(path: "/nonexistent-dir/out.txt", reason: "the directory '/nonexistent-dir' does not exist"),
        Failure(path: "/", reason: "it is a directory"),
        Failure(path: "/dev/null/out.txt", reason: "a part of the path is not a directory"),
    ])
    func aFailureIsOneLineInTheToolsOwnWords(_ failure: Failure) async {
        let run = await LabRun.run(["events", "Reference", "--output", failure.path])
        #expect(run.code == 1)
        #expect(run.error == "primer-lab: cannot write output file '\(failure.path)': \(failure.reason)\n")
        #expect(!run.error.contains("NSCocoaErrorDomain"))
    }

    #if os(Linux)
    @Test func aFolderThatTakesNoNewFilesIsNotCalledMissing() async {
        let run = await LabRun.run(["events", "Reference", "--output", "/proc/version"])
        #expect(run.code == 1)
        // /proc refuses new files with "no such file" for root; anyone else is refused its write permission.
        let reason = getuid() == 0 ? "no new file can be created in '/proc'" : "permission denied"
        #expect(run.error == "primer-lab: cannot write output file '/proc/version': \(reason)\n")
    }
    #endif
}
