import CleverTapAdapter
import CleverTapConformance
import Foundation
import PrimerCore
import PrimerSimulator
import Testing

/// The local in-app count in `UserDefaults` crosses a migration from the vendor's SDK in both directions
/// when the app's store is a `UserDefaultsStore`: the vendor writes an `NSNumber` (`CTPreferences putInt:`)
/// under `WizRocketlocal_in_app_count` and reads any `NSNumber` back (`longLongValue`).
@Suite struct VendorStoredStateTests {
    /// How the count comes back from `UserDefaults`: an integer, or the same number boxed as a `Double`
    /// (Foundation's bridging differs between platforms).
    @Test(arguments: ["integer", "whole double"])
    func theVendorsCountIsHonouredAndTheAdaptersCountReadsBackAsTheVendorsNumber(writtenAs: String) async throws {
        let suite = "CleverTapAdapterTests.\(UUID().uuidString)"
        let raw = try #require(UserDefaults(suiteName: suite))
        let store = try #require(UserDefaultsStore(suiteName: suite))
        defer { store.removeAll() }
        if writtenAs == "integer" {
            raw.set(41, forKey: "WizRocketlocal_in_app_count")
        } else {
            raw.set(41.0, forKey: "WizRocketlocal_in_app_count")
        }
        let device = SimulatedDevice(user: .answering(card: .later))
        let cleverTap = CleverTap(environment: device.environment.with(store: store))
        #expect(cleverTap.localInAppCount == 41)

        _ = await cleverTap.promptPushPrimerAsync(CleverTapProfile.sampleInApp().getSettings())
        #expect(cleverTap.localInAppCount == 42)
        let written = raw.object(forKey: "WizRocketlocal_in_app_count")
        #expect((written as? NSNumber)?.int64Value == 42, "the vendor's getIntForKey: reads an NSNumber")
        #expect(written as? Data == nil)
    }
}
