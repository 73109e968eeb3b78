import Foundation
@_spi(AdapterAuthoring) import PrimerCore

/// Reads and writes per-user caches in the environment's key-value store, one key per user:
/// `RInAppMessaging.userCache.<SHA-256 of the identity>`, so raw identifiers never appear in keys.
/// An unreadable value reads as an empty cache and is reported; a failed write keeps the previous value.
struct UserCacheStore: Sendable {
    static let keyPrefix = "RInAppMessaging.userCache."
    let store: any KeyValueStore
    let diagnostics: DiagnosticsHandler

    static func key(for identity: UserIdentity) -> String { keyPrefix + identity.hashKey }

    /// A cache is saved after every ping and impression, mostly in a state saved before (the same
    /// campaigns after every launch's ping): encoded once.
    private static let recentEncodings = RecentResults<UserCache, [UInt8]>(limit: 16)
    /// Every launch loads the cache the last run saved: decoded once.
    private static let recentDecodings = RecentResults<[UInt8], UserCache>(limit: 16)

    func load(_ identity: UserIdentity) -> UserCache {
        let key = Self.key(for: identity)
        switch store.value(forKey: key) {
        case nil:
            return UserCache()
        case let .data(bytes):
            if let cache = try? Self.recentDecodings.result(
                for: bytes, { try JSONDecoder().decode(UserCache.self, from: Data($0)) })
            {
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
                    "key '\(key)' holds \(other), not a user cache; read as empty"))
            return UserCache()
        }
    }

    func save(_ cache: UserCache, for identity: UserIdentity) {
        let key = Self.key(for: identity)
        do {
            let bytes = try Self.recentEncodings.result(for: cache) { cache in
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
