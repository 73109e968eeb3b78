import Foundation

/// The file format of ``FileStore``: `{"values":{"<key>":<record>,...},"version":1}`, each record as
/// ``StoredValueRecord`` writes it. Keys are sorted so the file is stable and diffable.
///
/// Each key's encoded member (`"<key>":<record>`) is kept once made, in file order, so writing the file
/// after changing one key encodes that key only and copies the others' bytes: filling a store key by key
/// grows linearly in encoding work rather than quadratically.
struct FileStoreDocument {
    /// The format this code writes.
    static let version = 1

    /// Every key's entry; unreadable entries stay unreadable until their key is written again.
    private(set) var entries: [String: StoredEntry] = [:]
    /// The keys of `entries` in file order with their encoded members, once sorted (kept sorted by
    /// insertion afterwards, so a write neither sorts every key again nor looks each one up).
    private var members: [Member]?

    /// One key in file order and its encoded member (`"<key>":<record>`), `nil` until made (and for an
    /// unreadable entry, which has nothing faithful to write back).
    private struct Member {
        let key: String
        var bytes: [UInt8]?
    }

    init() {}

    private init(entries: [String: StoredEntry]) {
        self.entries = entries
    }

    /// Sets `key` to a readable `value`.
    mutating func set(_ value: StoredValue, forKey key: String) {
        entries[key] = .readable(value)
        guard members != nil else { return }
        let index = insertionIndex(of: key)
        if index < members?.count ?? 0, members?[index].key == key {
            members?[index].bytes = nil
        } else {
            members?.insert(Member(key: key, bytes: nil), at: index)
        }
    }

    /// Removes `key`; whether it was there.
    mutating func remove(_ key: String) -> Bool {
        guard entries.removeValue(forKey: key) != nil else { return false }
        let index = insertionIndex(of: key)
        if index < members?.count ?? 0, members?[index].key == key { members?.remove(at: index) }
        return true
    }

    /// Where `key` is or would go in `members` (binary search).
    private func insertionIndex(of key: String) -> Int {
        guard let members else { return 0 }
        var low = 0
        var high = members.count
        while low < high {
            let middle = (low + high) / 2
            if members[middle].key < key { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// What reading the file found.
    enum Reading {
        /// No file yet: an empty store.
        case missing
        /// A readable file.
        case document(FileStoreDocument)
        /// The file was read but its content is not a store (truncated, empty, foreign).
        case unreadable(reason: String)
        /// Reading the file failed (permissions, I/O, no descriptor left, a data-protection lock): its
        /// content is unknown, and may well hold every key.
        case failed(reason: String)
    }

    /// Reads the open file `descriptor` from its current offset, never throwing. `failRead` is
    /// `FileBytes.read(descriptor:failRead:)`'s test seam.
    static func read(descriptor: Int32, failRead: (() -> Int32?)? = nil) -> Reading {
        decode(FileBytes.read(descriptor: descriptor, failRead: failRead))
    }

    private static func decode(_ bytes: FileBytes.Reading) -> Reading {
        let data: Data
        switch bytes {
        case .missing: return .missing
        case let .failed(reason): return .failed(reason: "cannot be read (\(reason))")
        case let .bytes(bytes): data = bytes
        }
        guard !data.isEmpty else { return .unreadable(reason: "is empty (a write was cut short)") }
        do {
            return .document(FileStoreDocument(entries: try JSONDecoder().decode(Contents.self, from: data).values))
        } catch {
            return .unreadable(reason: "is not a store file (\(data.count) bytes that do not decode as one)")
        }
    }

    /// The file's bytes: readable entries only (an unreadable entry has nothing faithful to write back).
    /// Encodes the members not encoded yet and keeps them.
    mutating func encoded() throws -> Data {
        let encoder = JSONEncoder()
        var members = self.members ?? entries.keys.sorted().map { Member(key: $0, bytes: nil) }
        // Left unsorted if encoding throws, so the next write sorts again from `entries`.
        self.members = nil
        var size = 0
        for index in members.indices where members[index].bytes == nil {
            guard case let .readable(value)? = entries[members[index].key] else { continue }
            members[index].bytes =
                Array(try encoder.encode(members[index].key)) + [UInt8(ascii: ":")]
                + Array(try encoder.encode(StoredValueRecord(value)))
        }
        for member in members { size += (member.bytes?.count ?? 0) + 1 }
        var bytes = [UInt8]()
        bytes.reserveCapacity(size + 32)
        bytes.append(contentsOf: #"{"values":{"#.utf8)
        var first = true
        for member in members {
            guard let encoded = member.bytes else { continue }
            if !first { bytes.append(UInt8(ascii: ",")) }
            first = false
            bytes.append(contentsOf: encoded)
        }
        bytes.append(contentsOf: #"},"version":\#(Self.version)}"#.utf8)
        self.members = members
        return Data(bytes)
    }

    private struct Contents: Decodable {
        var values: [String: StoredEntry]
    }
}
