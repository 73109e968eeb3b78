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
    /// The keys of `entries` in file order, once sorted (kept sorted by insertion afterwards, so a write
    /// does not sort every key again).
    private var sortedKeys: [String]?

    init() {}

    private init(entries: [String: StoredEntry]) {
        self.entries = entries
    }

    /// Sets `key` to a readable `value`.
    mutating func set(_ value: StoredValue, forKey key: String) {
        if entries.updateValue(.readable(value), forKey: key) == nil, sortedKeys != nil {
            let index = insertionIndex(of: key)
            sortedKeys?.insert(key, at: index)
        }
        members[key] = nil
    }

    /// Removes `key`; whether it was there.
    mutating func remove(_ key: String) -> Bool {
        members[key] = nil
        guard entries.removeValue(forKey: key) != nil else { return false }
        if let keys = sortedKeys {
            let index = insertionIndex(of: key)
            if index < keys.count, keys[index] == key { sortedKeys?.remove(at: index) }
        }
        return true
    }

    /// Where `key` is or would go in `sortedKeys` (binary search).
    private func insertionIndex(of key: String) -> Int {
        guard let keys = sortedKeys else { return 0 }
        var low = 0
        var high = keys.count
        while low < high {
            let middle = (low + high) / 2
            if keys[middle] < key { low = middle + 1 } else { high = middle }
        }
        return low
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
        let keys = sortedKeys ?? entries.keys.sorted()
        sortedKeys = keys
        var bytes = Data(#"{"values":{"#.utf8)
        var first = true
        for key in keys {
            // Unreadable entries have nothing faithful to write back.
            guard case let .readable(value)? = entries[key] else { continue }
            if members[key] == nil {
                members[key] =
                    Array(try encoder.encode(key)) + [UInt8(ascii: ":")]
                    + Array(try encoder.encode(StoredValueRecord(value)))
            }
            if !first { bytes.append(UInt8(ascii: ",")) }
            first = false
            bytes.append(contentsOf: members[key] ?? [])
        }
        bytes.append(contentsOf: #"},"version":\#(Self.version)}"#.utf8)
        return bytes
    }

    private struct Contents: Decodable {
        var values: [String: StoredEntry]
    }
}
