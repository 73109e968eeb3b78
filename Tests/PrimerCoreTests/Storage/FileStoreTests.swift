import Foundation
import PrimerConformance
import Testing

@_spi(AdapterAuthoring) @testable import PrimerCore

/// What only the file store can meet: torn files, crashes mid-write, foreign files, failed writes.
@Suite struct FileStoreTests {
    let fixture = StoreKind.file.fixture()
    let diagnostics = DiagnosticLog()

    func store() -> FileStore { FileStore(url: fixture.fileURL, diagnostics: diagnostics.append) }

    func writeFile(_ text: String) throws {
        try FileManager.default.createDirectory(at: fixture.directory, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: fixture.fileURL)
    }

    func fileBytes() throws -> Data { try Data(contentsOf: fixture.fileURL) }

    @Test func theFileIsReadableJSONWithSortedKeys() throws {
        defer { fixture.cleanUp() }
        try store().setValue(.int(2), forKey: "b")
        try store().setValue(.data([1, 2]), forKey: "a")
        #expect(
            String(decoding: try fileBytes(), as: UTF8.self)
                == #"{"values":{"a":{"data":"AQI="},"b":{"int":2}},"version":1}"#)
    }

    /// Every prefix of a valid file (a write torn by the file system) reads as no values and reports;
    /// the next write makes the file whole again.
    @Test func everyTornPrefixReadsAsNoValueAndIsRepaired() throws {
        defer { fixture.cleanUp() }
        try store().setValue(.double(1_767_225_600), forKey: "stamp")
        let whole = try fileBytes()
        for length in 0..<whole.count {
            try whole.prefix(length).write(to: fixture.fileURL)
            #expect(store().value(forKey: "stamp") == nil, "prefix \(length)")
        }
        #expect(diagnostics.codes == Array(repeating: "store.unreadableFile", count: whole.count))
        try store().setValue(.int(1), forKey: "other")
        #expect(store().snapshot == ["other": .int(1)])
    }

    /// A crash before the rename leaves the old file and a temporary file, complete or partial.
    @Test(arguments: [#"{"values":{"stamp":{"int":2}},"version":1}"#, #"{"values":{"sta"#, ""])
    func aCrashBeforeTheRenameLeavesTheOldValue(temporaryContents: String) throws {
        defer { fixture.cleanUp() }
        try store().setValue(.int(1), forKey: "stamp")
        let stray = fixture.directory.appendingPathComponent(".store.json.\(UUID().uuidString).tmp")
        try Data(temporaryContents.utf8).write(to: stray)
        #expect(store().value(forKey: "stamp") == .int(1))
        try store().setValue(.int(3), forKey: "next")
        #expect(store().snapshot == ["stamp": .int(1), "next": .int(3)])
        #expect(!FileManager.default.fileExists(atPath: stray.path), "the next write removes it")
        #expect(diagnostics.all.isEmpty)
    }

    /// Temporary files of killed writers are removed by the next write, and only they: not another
    /// store's, not a name that is not one of ours, not the lock file.
    @Test func theNextWriteRemovesOnlyThisStoresOrphans() throws {
        defer { fixture.cleanUp() }
        try store().setValue(.int(1), forKey: "stamp")
        let directory = fixture.directory
        let orphans = (0..<3).map { _ in directory.appendingPathComponent(".store.json.\(UUID().uuidString).tmp") }
        let kept = [
            ".other.json.\(UUID().uuidString).tmp", ".store.json.not-a-uuid.tmp", "store.json.\(UUID().uuidString).tmp",
            ".store.json.\(UUID().uuidString).tmp.bak",
        ].map { directory.appendingPathComponent($0) }
        for (index, file) in (orphans + kept).enumerated() {
            try Data(#"{"values":{"sta"#.utf8.prefix(index)).write(to: file)
        }
        try store().setValue(.int(2), forKey: "stamp")
        let left = Set(try FileManager.default.contentsOfDirectory(atPath: directory.path))
        #expect(left == Set(kept.map(\.lastPathComponent) + ["store.json", ".store.json.lock"]))
        #expect(store().snapshot == ["stamp": .int(2)])
    }

    /// A name too long to spell out in temporary names is shortened with a hash of the whole name, so
    /// two long names that start alike never clean up each other's temporary files.
    @Test func longStoreNamesHaveTemporaryNamesOfTheirOwn() throws {
        defer { fixture.cleanUp() }
        let stem = String(repeating: "n", count: 80)
        let first = fixture.directory.appendingPathComponent(stem + "1.json")
        let second = fixture.directory.appendingPathComponent(stem + "2.json")
        #expect(AtomicFileWriter.temporaryPrefix(of: first) != AtomicFileWriter.temporaryPrefix(of: second))
        #expect(AtomicFileWriter.temporaryPrefix(of: first).count <= 66)
        try FileStore(url: first).setValue(.int(1), forKey: "k")
        let others = fixture.directory.appendingPathComponent(
            AtomicFileWriter.temporaryPrefix(of: second) + UUID().uuidString + AtomicFileWriter.temporarySuffix)
        let mine = fixture.directory.appendingPathComponent(
            AtomicFileWriter.temporaryPrefix(of: first) + UUID().uuidString + AtomicFileWriter.temporarySuffix)
        try Data().write(to: others)
        try Data().write(to: mine)
        try FileStore(url: first).setValue(.int(2), forKey: "k")
        #expect(FileManager.default.fileExists(atPath: others.path))
        #expect(!FileManager.default.fileExists(atPath: mine.path))
    }

    /// An empty file (a write cut short by the file system) reads as no values, every time, without
    /// leaking (the resident size over many reads is printed), and the next write replaces it.
    @Test func anEmptyFileReadsAsNoValuesAndIsReplaced() throws {
        defer { fixture.cleanUp() }
        try writeFile("")
        let reads = 2_000
        let before = Self.residentKilobytes()
        for _ in 0..<reads { #expect(store().value(forKey: "stamp") == nil) }
        if let before, let after = Self.residentKilobytes() {
            TestConsole.say(
                "[measure] \(reads) reads of an empty store file: resident size \(before) KB -> \(after) KB")
        }
        #expect(diagnostics.codes == Array(repeating: "store.unreadableFile", count: reads))
        #expect(diagnostics.all.allSatisfy { $0.message.contains("is empty") })
        try store().setValue(.int(1), forKey: "stamp")
        #expect(store().value(forKey: "stamp") == .int(1))
    }

    /// A path that is a directory cannot be read (`EISDIR`): no values, reported as a failed read.
    @Test func aDirectoryInPlaceOfTheFileReadsAsNoValues() throws {
        defer { fixture.cleanUp() }
        try FileManager.default.createDirectory(at: fixture.fileURL, withIntermediateDirectories: true)
        #expect(store().value(forKey: "stamp") == nil)
        #expect(diagnostics.codes == ["store.readFailed"])
    }

    /// `VmRSS` from `/proc/self/status`, where there is one.
    static func residentKilobytes() -> Int? {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
            let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") })
        else { return nil }
        return line.split(separator: " ").dropFirst().first.flatMap { Int($0) }
    }

    @Test(arguments: [
        "not json at all", "[1, 2, 3]", #"{"version":1}"#, #"{"values":[]}"#, "\u{0}\u{0}\u{0}",
    ])
    func aForeignOrCorruptFileReadsAsNoValues(contents: String) throws {
        defer { fixture.cleanUp() }
        try writeFile(contents)
        #expect(store().value(forKey: "stamp") == nil)
        #expect(diagnostics.codes == ["store.unreadableFile"])
        try store().setValue(.int(1), forKey: "stamp")
        #expect(store().value(forKey: "stamp") == .int(1))
    }

    /// Records of the wrong shape read as no value for their key only; the other keys stay readable.
    @Test(arguments: [
        #"{"double":"NaN"}"#, #"{"double":"1e999"}"#, #"{"int":"3"}"#, #"{"int":1.5}"#, #"{"bool":1}"#,
        #"{"data":"%%%"}"#, #"{"int":1,"string":"x"}"#, #"{}"#, #"{"date":1767225600}"#, "3", "null",
    ])
    func aWrongTypedRecordReadsAsNoValue(record: String) throws {
        defer { fixture.cleanUp() }
        try writeFile(#"{"values":{"bad":\#(record),"good":{"string":"ok"}},"version":1}"#)
        #expect(store().value(forKey: "bad") == nil)
        #expect(store().value(forKey: "good") == .string("ok"))
        #expect(diagnostics.codes == ["store.corruptValue"])
        // Writing another key keeps the readable ones and drops the unreadable record.
        try store().setValue(.int(1), forKey: "new")
        #expect(store().snapshot == ["good": .string("ok"), "new": .int(1)])
    }

    @Test func aFailedRenameThrowsAndLeavesThePreviousValue() throws {
        defer { fixture.cleanUp() }
        try store().setValue(.int(1), forKey: "stamp")
        let failing = FileStore(url: fixture.fileURL, diagnostics: diagnostics.append) {
            StoreError.writeFailed(path: "store.json", reason: "disk full")
        }
        #expect(throws: StoreError.writeFailed(path: "store.json", reason: "disk full")) {
            try failing.setValue(.int(2), forKey: "stamp")
        }
        #expect(store().value(forKey: "stamp") == .int(1))
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: fixture.directory.path)
        #expect(leftovers.filter { $0.hasSuffix(".tmp") }.isEmpty, "the temporary file is removed")
    }

    @Test func aDirectoryThatCannotBeCreatedFailsTheWrite() throws {
        defer { fixture.cleanUp() }
        try writeFile("")
        let blocked = FileStore(url: fixture.fileURL.appendingPathComponent("inner.json"))
        #expect {
            try blocked.setValue(.int(1), forKey: "k")
        } throws: { error in
            guard case let .writeFailed(path, _)? = error as? StoreError else { return false }
            return path.hasSuffix("inner.json")
        }
    }

    @Test func removingAnAbsentKeyWritesNothing() throws {
        defer { fixture.cleanUp() }
        try store().removeValue(forKey: "k")
        #expect(!FileManager.default.fileExists(atPath: fixture.fileURL.path))
    }

    /// Instances that do not share the process's lock (as in an app and its extension) are kept apart
    /// by the lock file: no write is lost. Measured without it: 371 to 400 of 600 writes lost. Every
    /// write also removes orphaned temporary files, and never another writer's live one (its rename
    /// would fail): no write fails.
    @Test func writersWithSeparateProcessLocksLoseNothing() async throws {
        defer { fixture.cleanUp() }
        let failures = ReportLog<StoreError>()
        await withTaskGroup(of: Void.self) { group in
            for writer in 0..<3 {
                let store = FileStore(url: fixture.fileURL, diagnostics: { _ in }, beforeRename: nil, ownLock: true)
                group.addTask {
                    for index in 0..<100 {
                        do throws(StoreError) {
                            try store.setValue(.int(index), forKey: "w\(writer).\(index)")
                        } catch {
                            failures.append(error)
                        }
                    }
                }
            }
        }
        #expect(failures.all.isEmpty)
        #expect(store().snapshot.count == 300)
    }

    /// Two spellings of one path (through `..` and a symlink) share one lock: no write is lost.
    @Test func differentSpellingsOfOnePathShareTheLock() async throws {
        defer { fixture.cleanUp() }
        try FileManager.default.createDirectory(
            at: fixture.directory.appendingPathComponent("sub"),
            withIntermediateDirectories: true)
        let link = fixture.directory.appendingPathComponent("link")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: fixture.directory)
        let urls = [
            fixture.fileURL, fixture.directory.appendingPathComponent("sub/../store.json"),
            link.appendingPathComponent("store.json"),
        ]
        await withTaskGroup(of: Void.self) { group in
            for (writer, url) in urls.enumerated() {
                let store = FileStore(url: url)
                group.addTask {
                    for index in 0..<50 { try? store.setValue(.int(index), forKey: "w\(writer).\(index)") }
                }
            }
        }
        #expect(store().snapshot.count == 150)
    }
}
