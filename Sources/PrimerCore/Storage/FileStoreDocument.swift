import Foundation

/// The file format of ``FileStore``: `{"version": 1, "values": {"<key>": <record>, ...}}`, each record
/// as ``StoredValueRecord`` writes it. Keys are sorted so the file is stable and diffable.
struct FileStoreDocument {
    /// The format this code writes.
    static let version = 1

    /// Every key's entry; unreadable entries stay unreadable until their key is written again.
    var entries: [String: StoredEntry] = [:]

    /// What reading the file found.
    enum Reading {
        /// No file yet: an empty store.
        case missing
        /// A readable file.
        case document(FileStoreDocument)
        /// The file exists but cannot be read as a store (truncated, foreign, unreadable).
        case unreadable(reason: String)
    }

    /// Reads the file at `url`, never throwing.
    static func read(at url: URL) -> Reading {
        let data: Data
        switch FileBytes.read(url.path) {
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
    func encoded() throws -> Data {
        var records: [String: StoredValueRecord] = [:]
        for case let (key, .readable(value)) in entries { records[key] = StoredValueRecord(value) }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return try encoder.encode(Written(version: Self.version, values: records))
    }

    private struct Contents: Decodable {
        var values: [String: StoredEntry]
    }

    private struct Written: Encodable {
        var version: Int
        var values: [String: StoredValueRecord]
    }
}
