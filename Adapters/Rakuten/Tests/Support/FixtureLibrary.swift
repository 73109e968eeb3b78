import Foundation

/// The vendor fixtures (`Fixtures/rakuten-campaigns.json`), read next to this file so a fresh clone runs
/// the tests without the workspace's reference folder.
enum FixtureLibrary {
    struct Entry {
        let id: String
        let kind: String
        /// The fixture as JSON bytes (or the raw text when the fixture records one).
        let body: Data
        let expectations: [[String: Any]]
        let raw: [String: Any]
    }

    static let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/rakuten-campaigns.json")

    static func loadAll() throws -> [Entry] {
        let data = try Data(contentsOf: url)
        guard let list = try JSONSerialization.jsonObject(with: data) as? [[String: Any]] else { return [] }
        return try list.map { item in
            let body: Data
            if let rawText = item["fixtureRawText"] as? String {
                body = Data(rawText.utf8)
            } else {
                body = try JSONSerialization.data(withJSONObject: item["fixture"] ?? [:], options: [.fragmentsAllowed])
            }
            return Entry(
                id: item["id"] as? String ?? "?", kind: item["fixtureKind"] as? String ?? "?", body: body,
                expectations: item["expectations"] as? [[String: Any]] ?? [], raw: item)
        }
    }

    static func entry(_ id: String) throws -> Entry {
        guard let found = try loadAll().first(where: { $0.id == id }) else {
            throw CocoaLikeError(message: "no fixture \(id)")
        }
        return found
    }

    static func ids(kindPrefix: String) -> [String] {
        ((try? loadAll()) ?? []).filter { $0.kind.hasPrefix(kindPrefix) }.map(\.id)
    }

    struct CocoaLikeError: Error { let message: String }
}
