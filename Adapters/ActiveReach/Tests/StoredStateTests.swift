import ActiveReachAdapter
import Foundation
import PrimerCore
import PrimerSimulator
import Testing

/// The cooldown key is this package's own (the vendor documents none). In a `UserDefaultsStore` the
/// cooldown is a plain `Double` of epoch seconds, and a cooldown an earlier version of this package
/// stored (the store's JSON record) still holds after the upgrade.
@Suite struct StoredStateTests {
    static let key = "ActiveReach.InAppPushPrimer.cooldownStartedAt"

    @Test func aCooldownStoredByAnEarlierVersionHoldsAndANewOneIsAPlainDouble() async throws {
        let suite = "ActiveReachAdapterTests.\(UUID().uuidString)"
        let raw = try #require(UserDefaults(suiteName: suite))
        let store = try #require(UserDefaultsStore(suiteName: suite))
        defer { store.removeAll() }
        let fixture = PrimerFixture()
        let startedAt = fixture.device.clock.now.timeIntervalSince1970 - 86_400
        raw.set(Data(#"{"double":\#(startedAt)}"#.utf8), forKey: Self.key)
        let primer = fixture.primer(store: store)
        #expect(primer.isInCooldown(cooldownDays: 7))

        await primer.laterTappedAsync(config: PrimerFixture.config)
        #expect(raw.object(forKey: Self.key) as? Data == nil, "a Double, not a record")
        #expect(raw.double(forKey: Self.key) == fixture.device.clock.now.timeIntervalSince1970)
        #expect(fixture.primer(store: store).isInCooldown(cooldownDays: 7))
    }
}
