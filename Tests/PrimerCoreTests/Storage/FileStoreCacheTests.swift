import Foundation
import Testing

@testable import PrimerCore

/// A `FileStore` keeps its decoded file, and must still see every change another writer makes, on the
/// very next read: a write through another process's lock, a file replaced by hand, rewritten in place
/// (to another size: see `FileIdentity` for a same-size rewrite), or deleted.
@Suite struct FileStoreCacheTests {
    let fixture = StoreKind.file.fixture()

    enum Change: String, CaseIterable, CustomStringConvertible {
        case otherProcessWrites, replacedByRename, rewrittenInPlace, deleted
        var description: String { rawValue }
    }

    @Test(arguments: Change.allCases)
    func aWarmReaderSeesTheNextChange(change: Change) throws {
        defer { fixture.cleanUp() }
        let reader = FileStore(url: fixture.fileURL)
        try reader.setValue(.int(1), forKey: "stamp")
        #expect(reader.value(forKey: "stamp") == .int(1))
        let expected: StoredValue?
        switch change {
        case .otherProcessWrites:
            let other = FileStore(url: fixture.fileURL, diagnostics: { _ in }, beforeRename: nil, ownLock: true)
            try other.setValue(.int(2), forKey: "stamp")
            expected = .int(2)
        case .replacedByRename:
            let temporary = fixture.directory.appendingPathComponent("by-hand.json")
            try Data(#"{"values":{"stamp":{"int":3}},"version":1}"#.utf8).write(to: temporary)
            _ = rename(temporary.path, fixture.fileURL.path)
            expected = .int(3)
        case .rewrittenInPlace:
            let handle = try FileHandle(forWritingTo: fixture.fileURL)
            try handle.write(contentsOf: Data(#"{"values":{"stamp":{"int":40}},"version":1}"#.utf8))
            try handle.close()
            expected = .int(40)
        case .deleted:
            try FileManager.default.removeItem(at: fixture.fileURL)
            expected = nil
        }
        #expect(reader.value(forKey: "stamp") == expected)
    }

    /// A warm store writes what it holds plus the change, keeping another writer's keys.
    @Test func aWarmWriterKeepsAnotherWritersKeys() throws {
        defer { fixture.cleanUp() }
        let writer = FileStore(url: fixture.fileURL)
        try writer.setValue(.int(1), forKey: "mine")
        let other = FileStore(url: fixture.fileURL, diagnostics: { _ in }, beforeRename: nil, ownLock: true)
        try other.setValue(.string("x"), forKey: "theirs")
        try writer.setValue(.int(2), forKey: "mine")
        #expect(FileStore(url: fixture.fileURL).snapshot == ["mine": .int(2), "theirs": .string("x")])
    }
}
