import Foundation
import Testing

@_spi(AdapterAuthoring) @testable import PrimerCore

/// A `FileStore` keeps its decoded file. It must see every write through another `FileStore`, in this
/// process or another, on the very next read (the change counter), and every other change to the file
/// (replaced by hand, rewritten in place, deleted) at the first read after `FileStoreCache.recheckInterval`
/// (the `stat`), which the tests reach by moving the cache's clock.
@Suite struct FileStoreCacheTests {
    let fixture = StoreKind.file.fixture()
    let clock = ManualMonotonicClock()

    func store(ownLock: Bool = false) -> FileStore {
        FileStore(url: fixture.fileURL, diagnostics: { _ in }, beforeRename: nil, ownLock: ownLock, now: clock.now)
    }

    /// A warm reader, holding `.int(1)` for "stamp".
    func warmReader() throws -> FileStore {
        let reader = store()
        try reader.setValue(.int(1), forKey: "stamp")
        #expect(reader.value(forKey: "stamp") == .int(1))
        return reader
    }

    @Test(arguments: [false, true])
    func anotherStoresWriteIsSeenOnTheNextRead(otherProcess: Bool) throws {
        defer { fixture.cleanUp() }
        let reader = try warmReader()
        try store(ownLock: otherProcess).setValue(.int(2), forKey: "stamp")
        #expect(reader.value(forKey: "stamp") == .int(2))
        try store(ownLock: otherProcess).removeValue(forKey: "stamp")
        #expect(reader.value(forKey: "stamp") == nil)
    }

    enum ForeignChange: String, CaseIterable, CustomStringConvertible {
        case replacedByRename, rewrittenInPlace, deleted
        var description: String { rawValue }

        /// Makes the change to `fixture`'s file and returns the value "stamp" then has.
        func apply(to fixture: StoreFixture) throws -> StoredValue? {
            switch self {
            case .replacedByRename:
                let temporary = fixture.directory.appendingPathComponent("by-hand.json")
                try Data(#"{"values":{"stamp":{"int":3}},"version":1}"#.utf8).write(to: temporary)
                _ = rename(temporary.path, fixture.fileURL.path)
                return .int(3)
            case .rewrittenInPlace:
                let handle = try FileHandle(forWritingTo: fixture.fileURL)
                try handle.write(contentsOf: Data(#"{"values":{"stamp":{"int":40}},"version":1}"#.utf8))
                try handle.close()
                return .int(40)
            case .deleted:
                try FileManager.default.removeItem(at: fixture.fileURL)
                return nil
            }
        }
    }

    /// The cheap check cannot see an edit that bypasses `FileStore`: the cache is trusted until the
    /// recheck interval has passed, and the next read after it sees the edit.
    @Test(arguments: ForeignChange.allCases)
    func aForeignEditIsSeenOnceTheRecheckIntervalHasPassed(change: ForeignChange) throws {
        defer { fixture.cleanUp() }
        let reader = try warmReader()
        let expected = try change.apply(to: fixture)
        clock.advance(by: FileStoreCache.recheckInterval - 1)
        #expect(reader.value(forKey: "stamp") == .int(1))
        clock.advance(by: 1)
        #expect(reader.value(forKey: "stamp") == expected)
    }

    /// A writer killed between marking its write and finishing it leaves the counter odd: until the next
    /// write, readers check the file on every read, so they see even a foreign edit at once; the next
    /// write makes the counter trustworthy again.
    @Test func aWriterKilledMidWriteLeavesReadersCheckingTheFile() throws {
        defer { fixture.cleanUp() }
        let reader = try warmReader()
        try setCounter { $0 | 1 }
        #expect(try ForeignChange.replacedByRename.apply(to: fixture) == .int(3))
        #expect(reader.value(forKey: "stamp") == .int(3))
        try store(ownLock: true).setValue(.int(5), forKey: "stamp")
        #expect(try counter() & 1 == 0)
        #expect(reader.value(forKey: "stamp") == .int(5))
        _ = try ForeignChange.rewrittenInPlace.apply(to: fixture)
        #expect(reader.value(forKey: "stamp") == .int(5))
    }

    /// A lock file deleted by hand: writers count in a new one, which a reader maps at its next recheck,
    /// and from then on it sees their writes at once again.
    @Test func aReplacedLockFileIsMappedAgainAtTheNextRecheck() throws {
        defer { fixture.cleanUp() }
        let reader = try warmReader()
        try FileManager.default.removeItem(atPath: AtomicFileWriter.lockPath(beside: fixture.fileURL))
        let writer = store(ownLock: true)
        try writer.setValue(.int(2), forKey: "stamp")
        clock.advance(by: FileStoreCache.recheckInterval)
        #expect(reader.value(forKey: "stamp") == .int(2))
        try writer.setValue(.int(3), forKey: "stamp")
        #expect(reader.value(forKey: "stamp") == .int(3))
    }

    /// A store file no `FileStore` has written has no lock file: its first read makes the counter, so
    /// later reads trust the cache too, and a writer's change is still seen at once.
    @Test func aFileWrittenByOtherMeansGetsItsCounterOnTheFirstRead() throws {
        defer { fixture.cleanUp() }
        try FileManager.default.createDirectory(at: fixture.directory, withIntermediateDirectories: true)
        try Data(#"{"values":{"stamp":{"int":1}},"version":1}"#.utf8).write(to: fixture.fileURL)
        let reader = store()
        #expect(reader.value(forKey: "stamp") == .int(1))
        #expect(try counter() & 1 == 0)
        #expect(reader.value(forKey: "stamp") == .int(1))
        _ = try ForeignChange.rewrittenInPlace.apply(to: fixture)
        #expect(reader.value(forKey: "stamp") == .int(1))
        try store(ownLock: true).setValue(.int(2), forKey: "stamp")
        #expect(reader.value(forKey: "stamp") == .int(2))
    }

    /// A warm store writes what it holds plus the change, keeping another writer's keys.
    @Test func aWarmWriterKeepsAnotherWritersKeys() throws {
        defer { fixture.cleanUp() }
        let writer = store()
        try writer.setValue(.int(1), forKey: "mine")
        try store(ownLock: true).setValue(.string("x"), forKey: "theirs")
        try writer.setValue(.int(2), forKey: "mine")
        #expect(FileStore(url: fixture.fileURL).snapshot == ["mine": .int(2), "theirs": .string("x")])
    }

    /// A write checks the file whatever the counter says, so it keeps a foreign edit's keys at once.
    @Test func aWriteKeepsAForeignEditsKeysWithinTheRecheckInterval() throws {
        defer { fixture.cleanUp() }
        let writer = try warmReader()
        let temporary = fixture.directory.appendingPathComponent("by-hand.json")
        try Data(#"{"values":{"stamp":{"int":1},"theirs":{"int":7}},"version":1}"#.utf8).write(to: temporary)
        _ = rename(temporary.path, fixture.fileURL.path)
        try writer.setValue(.int(2), forKey: "stamp")
        #expect(writer.snapshot == ["stamp": .int(2), "theirs": .int(7)])
    }

    func counter() throws -> UInt64 {
        let bytes = try Data(contentsOf: URL(fileURLWithPath: AtomicFileWriter.lockPath(beside: fixture.fileURL)))
        return bytes.prefix(8).withUnsafeBytes { $0.loadUnaligned(as: UInt64.self) }
    }

    /// Overwrites the counter in place, as a writer killed mid-write leaves it.
    func setCounter(_ change: (UInt64) -> UInt64) throws {
        let value = change(try counter())
        let handle = try FileHandle(
            forWritingTo: URL(fileURLWithPath: AtomicFileWriter.lockPath(beside: fixture.fileURL)))
        try handle.write(contentsOf: withUnsafeBytes(of: value) { Data($0) })
        try handle.close()
    }
}
