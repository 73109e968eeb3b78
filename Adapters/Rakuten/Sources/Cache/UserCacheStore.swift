import Foundation
@_spi(AdapterAuthoring) import PrimerCore

/// Reads and writes per-user caches in the environment's key-value store, one key per user:
/// `RInAppMessaging.userCache.<SHA-256 of the identity>`, so raw identifiers never appear in keys.
/// An unreadable value reads as an empty cache and is reported; a failed write keeps the previous value.
struct UserCacheStore: Sendable {
    static let keyPrefix = "RInAppMessaging.userCache."
    let store: any KeyValueStore
    let diagnostics: DiagnosticsHandler
    let memo: any PureStepMemo

    static func key(for identity: UserIdentity) -> String { keyPrefix + identity.hashKey }

    func load(_ identity: UserIdentity) -> UserCache {
        let key = Self.key(for: identity)
        switch store.value(forKey: key) {
        case nil:
            return UserCache()
        case let .data(bytes):
            if let cache = try? memo.result(for: bytes, { try JSONDecoder().decode(UserCache.self, from: Data($0)) }) {
                return cache
            }
            diagnostics(
                Diagnostic(
                    .warning, code: "rakuten.cacheUnreadable",
                    "key '\(key)' holds \(bytes.count) bytes that are not a user cache; read as empty"))
            return UserCache()
        case let other?:
            diagnostics(
                Diagnostic(
                    .warning, code: "rakuten.cacheUnreadable",
                    "key '\(key)' holds \(other.diagnosticSummary), not a user cache; read as empty"))
            return UserCache()
        }
    }

    func save(_ cache: UserCache, for identity: UserIdentity) {
        let key = Self.key(for: identity)
        do {
            let bytes = try memo.result(for: cache) { cache in
                // Sorted keys: equal caches give equal bytes (stable files, and states a test can compare).
                let encoder = JSONEncoder()
                encoder.outputFormatting = [.sortedKeys]
                return Array(try encoder.encode(cache))
            }
            try store.setValue(.data(bytes), forKey: key)
        } catch {
            diagnostics(Diagnostic(.warning, code: "store.writeFailed", "writing user cache '\(key)': \(error)"))
        }
    }
}
