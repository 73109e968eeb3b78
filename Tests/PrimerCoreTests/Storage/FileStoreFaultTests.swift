import Foundation
import Testing

@_spi(AdapterAuthoring) @testable import PrimerCore

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What the file system can do to a `FileStore`: fill up, refuse a read, cut the lock file short. None
/// of it may crash the process or lose a key; a full disk and a file that cannot be read fail the write
/// with a `StoreError` and leave every stored value in place.
@Suite struct FileStoreFaultTests {
    let fixture = StoreKind.file.fixture()
    let diagnostics = DiagnosticLog()

    var lockPath: String { AtomicFileWriter.lockPath(beside: fixture.fileURL) }

    func store(faults: FileStoreFaults = .none, ownLock: Bool = false) -> FileStore {
        FileStore(
            url: fixture.fileURL, diagnostics: diagnostics.append, beforeRename: nil, ownLock: ownLock,
            faults: faults)
    }

    /// The first write of a store (no lock file, or an empty one) on a full disk: the counter's bytes
    /// cannot be allocated, so the write throws, and the values already stored stay.
    @Test(arguments: [false, true])
    func aFullDiskFailsTheCounterWriteWithAStoreError(existingStore: Bool) throws {
        defer { fixture.cleanUp() }
        if existingStore {
            try store().setValue(.int(1), forKey: "stamp")
            #expect(truncate(lockPath, 0) == 0)
        }
        let full = store(faults: FileStoreFaults(counterWrite: { ENOSPC }), ownLock: true)
        #expect {
            try full.setValue(.int(2), forKey: "stamp")
        } throws: { error in
            guard case let .writeFailed(_, reason)? = error as? StoreError else { return false }
            return reason.contains(String(cString: strerror(ENOSPC)))
        }
        #expect(store().snapshot == (existingStore ? ["stamp": .int(1)] : [:]))
    }

    /// The same on a real 64 KB file system filled to the last page (Linux, as root): a new store, and a
    /// store whose lock file was emptied, fail their write with a `StoreError` instead of a SIGBUS.
    @Test(.enabled(if: SmallFileSystem.canMount, "needs root and tmpfs (mount -t tmpfs -o size=64k)"))
    func aFullSmallFileSystemFailsTheWriteWithoutATrap() throws {
        let fileSystem = try #require(SmallFileSystem())
        defer { fileSystem.unmount() }
        let existing = FileStore(url: fileSystem.directory.appendingPathComponent("existing.json"))
        try existing.setValue(.int(1), forKey: "stamp")
        #expect(truncate(AtomicFileWriter.lockPath(beside: existing.url), 0) == 0)
        fileSystem.fill()
        let fresh = FileStore(url: fileSystem.directory.appendingPathComponent("new.json"))
        #expect(throws: StoreError.self) { try fresh.setValue(.int(1), forKey: "stamp") }
        #expect(throws: StoreError.self) { try existing.setValue(.int(2), forKey: "stamp") }
        #expect(FileStore(url: existing.url).value(forKey: "stamp") == .int(1))
        #expect(fresh.value(forKey: "stamp") == nil)
    }

    /// Something else empties (or cuts) the lock file while stores have it open: nothing traps, every
    /// read is right, and another store's write is still seen on the next read.
    @Test(arguments: [0, 3])
    func aLockFileCutShortUnderALiveStoreTrapsNothing(length: Int) throws {
        defer { fixture.cleanUp() }
        let reader = store()
        try reader.setValue(.int(1), forKey: "stamp")
        #expect(reader.value(forKey: "stamp") == .int(1))
        #expect(truncate(lockPath, off_t(length)) == 0)
        #expect(reader.value(forKey: "stamp") == .int(1))
        try store(ownLock: true).setValue(.int(2), forKey: "stamp")
        #expect(reader.value(forKey: "stamp") == .int(2))
        #expect(truncate(lockPath, off_t(length)) == 0)
        try reader.setValue(.int(3), forKey: "stamp")
        #expect(store(ownLock: true).value(forKey: "stamp") == .int(3))
        try store(ownLock: true).setValue(.int(4), forKey: "stamp")
        #expect(reader.value(forKey: "stamp") == .int(4))
    }

    /// A store file that exists but cannot be read now (permissions, I/O, no descriptor left, a
    /// data-protection lock) is not corrupt: reads answer `nil` and report it, a write throws instead of
    /// replacing the file, and once the file can be read again every key is there.
    @Test(arguments: [
        (FileStoreFaults.ReadStep.open, EACCES), (.open, EPERM), (.open, EMFILE), (.open, ENFILE),
        (.read, EIO),
    ])
    func aFileThatCannotBeReadKeepsEveryKey(step: FileStoreFaults.ReadStep, error: Int32) throws {
        defer { fixture.cleanUp() }
        try store().setValue(.int(1), forKey: "a")
        try store().setValue(.string("x"), forKey: "b")
        let failing = LockedValue(true)
        let faulty = store(
            faults: FileStoreFaults(storeFileRead: { failing.withLock { $0 } && $0 == step ? error : nil }),
            ownLock: true)
        #expect(faulty.value(forKey: "a") == nil)
        #expect(diagnostics.codes == ["store.readFailed"])
        #expect(throws: StoreError.self) { try faulty.setValue(.int(3), forKey: "c") }
        #expect(throws: StoreError.self) { try faulty.removeValue(forKey: "a") }
        #expect(store().snapshot == ["a": .int(1), "b": .string("x")])
        failing.withLock { $0 = false }
        #expect(faulty.value(forKey: "a") == .int(1))
        try faulty.setValue(.int(3), forKey: "c")
        #expect(store().snapshot == ["a": .int(1), "b": .string("x"), "c": .int(3)])
    }

    /// The store file and its lock file are the user's alone (`0600`), whoever made the lock file.
    @Test(arguments: [false, true])
    func storeFilesAreCreatedOwnerOnly(readFirst: Bool) throws {
        defer { fixture.cleanUp() }
        if readFirst {
            try FileManager.default.createDirectory(at: fixture.directory, withIntermediateDirectories: true)
            try Data(#"{"values":{},"version":1}"#.utf8).write(to: fixture.fileURL)
            #expect(store().value(forKey: "stamp") == nil)
            #expect(Self.permissions(lockPath) == 0o600)
        }
        try store().setValue(.int(1), forKey: "stamp")
        #expect(Self.permissions(fixture.fileURL.path) == 0o600)
        #expect(Self.permissions(lockPath) == 0o600)
    }

    static func permissions(_ path: String) -> mode_t? {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        return status.st_mode & 0o777
    }
}

/// A 64 KB tmpfs mounted for one test, which it can fill to the last page.
struct SmallFileSystem {
    let directory: URL

    /// Whether this process may mount one (root on Linux, with tmpfs).
    static let canMount: Bool = {
        guard let fileSystem = SmallFileSystem() else { return false }
        fileSystem.unmount()
        return true
    }()

    init?() {
        #if os(Linux)
        guard getuid() == 0 else { return nil }
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("small-fs-\(UUID().uuidString)")
        guard (try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)) != nil
        else { return nil }
        guard mount("tmpfs", directory.path, "tmpfs", 0, "size=64k") == 0 else {
            try? FileManager.default.removeItem(at: directory)
            return nil
        }
        #else
        return nil
        #endif
    }

    /// Writes a file until the file system has no page left.
    func fill() {
        let descriptor = open(directory.appendingPathComponent("filler").path, O_WRONLY | O_CREAT, 0o600)
        guard descriptor >= 0 else { return }
        defer { close(descriptor) }
        let page = [UInt8](repeating: 1, count: 4096)
        while page.withUnsafeBytes({ SystemCalls.write(descriptor, $0.baseAddress!, $0.count) }) > 0 {}
    }

    func unmount() {
        #if os(Linux)
        // Lazily: the stores of the test may still hold their files open.
        _ = umount2(directory.path, Int32(MNT_DETACH))
        #endif
        try? FileManager.default.removeItem(at: directory)
    }
}
