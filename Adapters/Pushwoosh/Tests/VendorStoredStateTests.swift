import Foundation
import PrimerCore
import PrimerSimulator
import PushwooshAdapter
import Testing

/// The throttle stamp in `UserDefaults` crosses a migration from the vendor's SDK in both directions when
/// the app's store is a `UserDefaultsStore`: the vendor writes `PWPushPrimerLastShownAt` with
/// `setDouble:forKey:` (epoch seconds) and reads it with `doubleForKey:`.
@Suite struct VendorStoredStateTests {
    @Test func theVendorsStampThrottlesAndTheAdaptersStampReadsBackAsTheVendorsDouble() async throws {
        let suite = "PushwooshAdapterTests.\(UUID().uuidString)"
        let raw = try #require(UserDefaults(suiteName: suite))
        let store = try #require(UserDefaultsStore(suiteName: suite))
        defer { store.removeAll() }
        let device = SimulatedDevice(user: .answering(card: .later))
        let shownAt = device.clock.now.timeIntervalSince1970 - 1_800
        raw.set(shownAt, forKey: "PWPushPrimerLastShownAt")
        let runtime = PushwooshRuntime(environment: device.environment.with(store: store))
        let primer = {
            runtime.configure.pushPrimer.title("Stay in the loop").message("Order updates first")
                .acceptButton("Enable").declineButton("Not now").minInterval(3_600)
        }

        let early = await primer().presentAsync()
        #expect(early.primerOutcome.suppression == .throttled, "shown by the vendor's SDK half an hour ago")
        #expect(device.cardsShown == 0)

        device.clock.advance(by: 1_800)
        #expect(await primer().presentAsync().outcome == .declined)
        #expect(raw.double(forKey: "PWPushPrimerLastShownAt") == device.clock.now.timeIntervalSince1970)
        #expect(raw.object(forKey: "PWPushPrimerLastShownAt") as? Data == nil, "a Double, not a record")
    }
}
