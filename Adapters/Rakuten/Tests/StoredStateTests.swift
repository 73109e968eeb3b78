import Foundation
import PrimerCore
import Testing

@_spi(Fuzzing) @testable import RakutenAdapter

/// The per-user caches live under this package's own keys (`RInAppMessaging.userCache.<hash>`; the
/// vendor's `IAM_user_cache` holds all users in another format and is not read). In a
/// `UserDefaultsStore` each cache is the plain JSON `Data`, and a cache an earlier version of this package
/// stored (the store's JSON record of that data) still reads, so impressions and opt-outs survive the
/// upgrade.
@Suite struct StoredStateTests {
    @Test func aCacheStoredByAnEarlierVersionReadsAndANewOneIsPlainJSONData() throws {
        let suite = "RakutenAdapterTests.\(UUID().uuidString)"
        let raw = try #require(UserDefaults(suiteName: suite))
        let store = try #require(UserDefaultsStore(suiteName: suite))
        defer { store.removeAll() }
        let caches = UserCacheStore(store: store, diagnostics: { _ in }, memo: ComputeEveryStep())
        let key = UserCacheStore.key(for: .anonymous)
        var cache = UserCache()
        cache.ledgers["c"] = CampaignLedger(maxImpressions: 3, impressionsLeft: 1, isOptedOut: true)
        let earlier = try JSONEncoder().encode(cache).base64EncodedString()
        raw.set(Data(#"{"data":"\#(earlier)"}"#.utf8), forKey: key)
        #expect(caches.load(.anonymous) == cache)

        cache.ledgers["c"]?.impressionsLeft = 0
        caches.save(cache, for: .anonymous)
        let written = try #require(raw.object(forKey: key) as? Data)
        #expect(try JSONDecoder().decode(UserCache.self, from: written) == cache)
    }
}
