import Foundation
@_spi(AdapterAuthoring) import PrimerCore
import PrimerSimulator
import Testing

@_spi(Fuzzing) @testable import RakutenAdapter

@Suite("Per-user cache, impressions, opt-out")
struct CacheTests {
    @Test @MainActor func impressionsAreCountedPerUserAndSurviveRelaunch() async {
        let harness = Harness(campaigns: [.onEvent("c", maxImpressions: 2)])
        let presenter = ScriptedPresenter()
        var messaging = harness.launch(presenter: presenter)
        for _ in 0..<3 { messaging.logEvent(CustomEvent(withName: "go")) }
        await messaging.waitUntilIdle()
        #expect(presenter.shown.count == 2)

        harness.device.relaunch()
        messaging = harness.launch(presenter: presenter)
        messaging.logEvent(CustomEvent(withName: "go"))
        await messaging.waitUntilIdle()
        #expect(presenter.shown.count == 2, "the anonymous user used both impressions before the relaunch")

        // Logging in from anonymous keeps the session's events, and the vendor matches the new user's list
        // after its ping (`CampaignsListManager.handleSuccess`): the anonymous "go" shows it at once.
        let user = TestUser("member-7")
        messaging.registerPreference(user)
        await messaging.waitUntilIdle()
        #expect(presenter.shown.count == 3, "another user has their own impressions")
        messaging.logEvent(CustomEvent(withName: "go"))
        await messaging.waitUntilIdle()
        #expect(presenter.shown.count == 4)

        user.userID = nil
        user.trackingID = "tracking-7"
        messaging.logEvent(CustomEvent(withName: "go"))
        await messaging.waitUntilIdle()
        #expect(presenter.shown.count == 5, "a tracking id alone is another user again (read on demand)")
    }

    @Test @MainActor func storeKeysNeverHoldRawIdentifiers() async {
        let harness = Harness(campaigns: [.onEvent("c")])
        let messaging = harness.launch(presenter: ScriptedPresenter())
        await messaging.waitUntilIdle()
        messaging.registerPreference(TestUser("alice@example.com", trackingID: "trk-42"))
        messaging.logEvent(CustomEvent(withName: "go"))
        await messaging.waitUntilIdle()
        let keys = harness.device.disk.snapshot.keys
        #expect(keys.count == 2, "anonymous and alice")
        #expect(!keys.contains { $0.contains("alice") || $0.contains("trk-42") })
        #expect(keys.allSatisfy { $0.hasPrefix(UserCacheStore.keyPrefix) })
        #expect(
            UserIdentity(userID: "x", idTrackingIdentifier: nil).hashKey
                != UserIdentity(userID: nil, idTrackingIdentifier: "x").hashKey)
        #expect(UserIdentity(userID: "", idTrackingIdentifier: nil) == .anonymous)
    }

    @Test func optOutSurvivesSyncsAndRelaunch() async {
        let harness = Harness(campaigns: [.onEvent("c", maxImpressions: 9, optOut: true)])
        let presenter = ScriptedPresenter([CampaignResponse(.button(0), optOut: true)])
        var messaging = harness.launch(presenter: presenter)
        messaging.logEvent(CustomEvent(withName: "go"))
        await messaging.waitUntilIdle()
        #expect(await messaging.snapshot().ledgers["c"]?.isOptedOut == true)

        harness.serve([.onEvent("c", maxImpressions: 20, optOut: true)])
        harness.device.relaunch()
        messaging = harness.launch(presenter: presenter)
        messaging.logEvent(CustomEvent(withName: "go"))
        await messaging.waitUntilIdle()
        #expect(presenter.shown == ["c"])
        #expect(
            await messaging.snapshot().ledgers["c"]
                == CampaignLedger(maxImpressions: 20, impressionsLeft: 19, isOptedOut: true))
    }

    @Test func maxImpressionChangesAddTheDifference() throws {
        // rakuten-repo-maxImpressions-edit: before max 3 / left 1, after max 6 → 4.
        let fixture = try #require(
            FixtureLibrary.entry("rakuten-repo-maxImpressions-edit").raw["fixture"] as? [String: Any])
        let before = try #require(fixture["before"] as? [String: Int])
        let after = try #require((fixture["after"] as? [String: Int])?["maxImpressions"])
        let ledger = CampaignLedger(
            maxImpressions: before["maxImpressions"]!, impressionsLeft: before["impressionsLeft"]!, isOptedOut: false)
        #expect(ledger.synced(with: .onEvent("c", maxImpressions: after)).impressionsLeft == 4)
        // rakuten-repo-impressions-persist: same max → kept (even above max).
        let kept = CampaignLedger(maxImpressions: 3, impressionsLeft: 4, isOptedOut: false)
        #expect(kept.synced(with: .onEvent("c", maxImpressions: 3)).impressionsLeft == 4)
        // Lowering below what was used keeps the deficit (no display until the maximum grows past it).
        #expect(
            CampaignLedger(maxImpressions: 5, impressionsLeft: 1, isOptedOut: false)
                .synced(with: .onEvent("c", maxImpressions: 1)).impressionsLeft == -3)
    }

    @Test(arguments: [Int.max, Int.max - 1, 1_000_000])
    func infiniteAndHugeMaximaNeverOverflow(newMax: Int) {
        let infinite = CampaignLedger(for: .onEvent("c", maxImpressions: 1, infinite: true))
        #expect(infinite.impressionsLeft == .max)
        #expect(infinite.synced(with: .onEvent("c", maxImpressions: newMax, infinite: true)).impressionsLeft == .max)
        #expect(infinite.displayed().impressionsLeft == .max)
        let finite = CampaignLedger(maxImpressions: Int.min + 1, impressionsLeft: 10, isOptedOut: false)
        let synced = finite.synced(with: .onEvent("c", maxImpressions: newMax))
        #expect(synced.impressionsLeft > 0 && synced.impressionsLeft < .max)
        let shrinking = CampaignLedger(maxImpressions: Int.max - 1, impressionsLeft: -10, isOptedOut: false)
        #expect(shrinking.synced(with: .onEvent("c", maxImpressions: Int.min)).impressionsLeft == .min)
    }

    @Test func maxImpressionDeltaAppliedOnResyncThroughTheSDK() async {
        let harness = Harness(campaigns: [.onEvent("c", maxImpressions: 3)])
        let presenter = ScriptedPresenter()
        var messaging = harness.launch(presenter: presenter)
        for _ in 0..<2 { messaging.logEvent(CustomEvent(withName: "go")) }
        await messaging.waitUntilIdle()
        #expect(await messaging.snapshot().ledgers["c"]?.impressionsLeft == 1)
        harness.serve([.onEvent("c", maxImpressions: 6)])
        harness.device.relaunch()
        messaging = harness.launch(presenter: presenter)
        await messaging.waitUntilIdle()
        #expect(await messaging.snapshot().ledgers["c"]?.impressionsLeft == 4)
    }

    @Test func corruptCacheReadsAsEmpty() async throws {
        let harness = Harness(campaigns: [.onEvent("c")])
        try harness.device.disk.setValue(.string("garbage"), forKey: UserCacheStore.key(for: .anonymous))
        let presenter = ScriptedPresenter()
        let messaging = harness.launch(presenter: presenter)
        messaging.logEvent(CustomEvent(withName: "go"))
        await messaging.waitUntilIdle()
        #expect(presenter.shown == ["c"])
        #expect(harness.device.diagnostics.contains { $0.code == "rakuten.cacheUnreadable" })
    }

    /// A megabyte of the wrong type under a user's cache key is reported briefly, not quoted whole.
    @Test func aHugeWrongTypedCacheIsReportedBriefly() async throws {
        let harness = Harness(campaigns: [.onEvent("c")])
        try harness.device.disk.setValue(
            .string(String(repeating: "x", count: 1 << 20)), forKey: UserCacheStore.key(for: .anonymous))
        let messaging = harness.launch(presenter: ScriptedPresenter())
        messaging.logEvent(CustomEvent(withName: "go"))
        await messaging.waitUntilIdle()
        let messages = harness.device.diagnostics.filter { $0.code == "rakuten.cacheUnreadable" }.map(\.message)
        #expect(!messages.isEmpty && messages.allSatisfy { $0.utf8.count < 300 })
    }

    /// Lowering the maximum below the displays used keeps the deficit (as the vendor), so raising it back
    /// never gives a user more displays than the maximum.
    @Test func loweringThenRestoringMaxImpressionsNeverExceedsTheMaximum() async {
        let harness = Harness(campaigns: [.onEvent("c", maxImpressions: 5)])
        let presenter = ScriptedPresenter()
        var messaging = harness.launch(presenter: presenter)
        for _ in 0..<3 { messaging.logEvent(CustomEvent(withName: "go")) }
        await messaging.waitUntilIdle()
        #expect(presenter.shown.count == 3)

        harness.serve([.onEvent("c", maxImpressions: 1)])
        harness.device.relaunch()
        messaging = harness.launch(presenter: presenter)
        await messaging.waitUntilIdle()
        #expect(await messaging.snapshot().ledgers["c"]?.impressionsLeft == -2)

        harness.serve([.onEvent("c", maxImpressions: 5)])
        harness.device.relaunch()
        messaging = harness.launch(presenter: presenter)
        for _ in 0..<5 { messaging.logEvent(CustomEvent(withName: "go")) }
        await messaging.waitUntilIdle()
        #expect(presenter.shown.count == 5, "maxImpressions is 5: five displays in all")
    }

    /// Equal caches are written as equal bytes (on Linux the encoder's key order otherwise varies with
    /// each dictionary instance), so files diff cleanly and state comparisons see a repeat.
    @Test func equalCachesAreWrittenAsEqualBytes() throws {
        let campaigns: [CampaignData] = (0..<6).map { .onEvent("c\($0)", maxImpressions: $0 + 1, primerButton: 1) }
        var written: Set<[UInt8]> = []
        for round in 0..<20 {
            let store = InMemoryStore()
            let cacheStore = UserCacheStore(store: store, diagnostics: { _ in }, memo: ComputeEveryStep())
            var cache = UserCache()
            // Insert the ledgers in a different order each round: same cache, different dictionary history.
            for campaign in round.isMultiple(of: 2) ? campaigns : campaigns.reversed() {
                cache.ledgers[campaign.campaignId] = CampaignLedger(for: campaign)
            }
            cache.campaigns = campaigns
            cacheStore.save(cache, for: .anonymous)
            guard case let .data(bytes)? = store.value(forKey: UserCacheStore.key(for: .anonymous)) else {
                Issue.record("no cache written")
                return
            }
            written.insert(bytes)
        }
        #expect(written.count == 1)
    }
}
