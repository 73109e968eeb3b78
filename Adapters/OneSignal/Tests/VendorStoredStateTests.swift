import Foundation
import OneSignalAdapter
import PrimerCore
import PrimerSimulator
import Testing

/// The permission state in `UserDefaults` crosses a migration from the vendor's SDK in both directions
/// when the app's store is a `UserDefaultsStore`: the vendor writes its flags with `setBool:forKey:` and
/// reads them with `boolForKey:` (so a number or a `YES` counts too).
@Suite struct VendorStoredStateTests {
    /// The store over a fresh suite, and plain `UserDefaults` over the same suite.
    private func suite() throws -> (UserDefaults, UserDefaultsStore) {
        let name = "OneSignalAdapterTests.\(UUID().uuidString)"
        return (try #require(UserDefaults(suiteName: name)), try #require(UserDefaultsStore(suiteName: name)))
    }

    @Test(arguments: ["Bool", "NSNumber 1", "YES"])
    func theVendorsAlreadyPromptedIsHonoured(writtenAs: String) async throws {
        let (raw, store) = try suite()
        defer { store.removeAll() }
        switch writtenAs {
        case "Bool": raw.set(true, forKey: "OS_HAS_PROMPTED_FOR_NOTIFICATIONS_LAST")
        case "NSNumber 1": raw.set(1, forKey: "OS_HAS_PROMPTED_FOR_NOTIFICATIONS_LAST")
        default: raw.set("YES", forKey: "OS_HAS_PROMPTED_FOR_NOTIFICATIONS_LAST")
        }
        let device = SimulatedDevice(status: .notDetermined)
        let notifications = OSNotifications(environment: device.environment.with(store: store))
        await notifications.start()
        #expect(!notifications.canRequestPermission)
    }

    @Test func theAdaptersFlagsReadBackThroughTheVendorsBoolForKey() async throws {
        let (raw, store) = try suite()
        defer { store.removeAll() }
        let device = SimulatedDevice(status: .notDetermined, user: .answering(card: .accept, prompt: .allow))
        let notifications = OSNotifications(environment: device.environment.with(store: store))
        await notifications.start()
        #expect(await notifications.requestPermission())
        await notifications.waitUntilIdle()
        #expect(raw.bool(forKey: "OS_HAS_PROMPTED_FOR_NOTIFICATIONS_LAST"))
        #expect(raw.object(forKey: "OS_HAS_PROMPTED_FOR_NOTIFICATIONS_LAST") as? Data == nil, "a Boolean, not a record")
    }
}
