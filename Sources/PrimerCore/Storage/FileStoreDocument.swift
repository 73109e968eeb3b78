import Foundation

/// The file format of ``FileStore``: `{"values":{"<key>":<record>,...},"version":1}`, each record as
/// ``StoredValueRecord`` writes it. Keys are sorted so the file is stable and diffable.
///
/// Each key's encoded member (`"<key>":<record>`) is kept once made, so writing the file after changing
/// one key encodes that key only and copies the others' bytes: filling a store key by key grows
/// linearly in encoding work rather than quadratically.
struct FileStoreDocument {
    /// The format this code writes.
    static let version = 1

    /// Every key's entry; unreadable entries stay unreadable until their key is written again.
    private(set) var entries: [String: StoredEntry] = [:]
    /// The encoded members of readable entries made so far.
    private var members: [String: [UInt8]] = [:]

    init() {}

    private init(entries: [String: StoredEntry]) {
        self.entries = entries
    }

    /// Sets `key` to a readable `value`.
    mutating func set(_ value: StoredValue, forKey key: String) {
        entries[key] = .readable(value)
        members[key] = nil
    }

    /// Removes `key`; whether it was there.
    mutating func remove(_ key: String) -> Bool {
        members[key] = nil
        return entries.removeValue(forKey: key) != nil
    }

    /// What reading the file found.
    enum Reading {
        /// No file yet: an empty store.
        case missing
        /// A readable file.
        case document(FileStoreDocument)
        /// The file exists but cannot be read as a store (truncated, foreign, unreadable).
        case unreadable(reason: String)
    }

    /// Reads the open file `descriptor` from its current offset, never throwing.
    static func read(descriptor: Int32) -> Reading {
        decode(FileBytes.read(descriptor: descriptor))
    }

    private static func decode(_ bytes: FileBytes.Reading) -> Reading {
        let data: Data
        switch bytes {
        case .missing: return .missing
        case let .failed(reason): return .unreadable(reason: "cannot be read (\(reason))")
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
        var keys: [String] = []
        keys.reserveCapacity(entries.count)
        for case let (key, .readable(value)) in entries {
            keys.append(key)
            if members[key] == nil {
                members[key] = Array(try encoder.encode(key)) + [UInt8(ascii: ":")]
                    + Array(try encoder.encode(StoredValueRecord(value)))
            }
        }
        keys.sort()
        var bytes = Data(#"{"values":{"#.utf8)
        for (index, key) in keys.enumerated() {
            if index > 0 { bytes.append(UInt8(ascii: ",")) }
            bytes.append(contentsOf: members[key] ?? [])
        }
        bytes.append(contentsOf: #"},"version":\#(Self.version)}"#.utf8)
        return bytes
    }

    private struct Contents: Decodable {
        var values: [String: StoredEntry]
    }
}
