import ActitoAdapter
import Foundation
import PrimerCore
import PrimerSimulator
import Testing

/// The push state in `UserDefaults` crosses a migration from the vendor's SDK in both directions when the
/// app's store is a `UserDefaultsStore`: the vendor's `LocalStorage` keeps the flags as Booleans and the
/// transport and subscription as the `Data` of their JSON, under `re.notifica.push.local_storage.*`.
@MainActor @Suite struct VendorStoredStateTests {
    static let prefix = "re.notifica.push.local_storage."
    static let token = String(repeating: "0a1b2c3d", count: 8)

    /// The store over a fresh suite, and plain `UserDefaults` over the same suite.
    private func suite() throws -> (UserDefaults, UserDefaultsStore) {
        let name = "ActitoAdapterTests.\(UUID().uuidString)"
        return (try #require(UserDefaults(suiteName: name)), try #require(UserDefaultsStore(suiteName: name)))
    }

    /// Written by the vendor's SDK, or by an earlier version of this adapter (plain strings, as the store's
    /// JSON records).
    @Test(arguments: ["vendor", "earlier adapter"])
    func storedStateReadsAsTheWriterMeantIt(writer: String) throws {
        let (raw, store) = try suite()
        defer { store.removeAll() }
        if writer == "vendor" {
            raw.set(true, forKey: Self.prefix + "remote_notifications_enabled")
            raw.set(true, forKey: Self.prefix + "allowed_ui")
            raw.set(Data(#""APNS""#.utf8), forKey: Self.prefix + "transport")
            raw.set(Data(#"{"token":"\#(Self.token)"}"#.utf8), forKey: Self.prefix + "subscription")
        } else {
            raw.set(Data(#"{"bool":true}"#.utf8), forKey: Self.prefix + "remote_notifications_enabled")
            raw.set(Data(#"{"bool":true}"#.utf8), forKey: Self.prefix + "allowed_ui")
            raw.set(Data(#"{"string":"APNS"}"#.utf8), forKey: Self.prefix + "transport")
            raw.set(Data(#"{"string":"\#(Self.token)"}"#.utf8), forKey: Self.prefix + "subscription")
        }
        let device = SimulatedDevice(status: .authorized)
        let push = ActitoPush(environment: device.environment.with(store: store))
        #expect(push.hasRemoteNotificationsEnabled)
        #expect(push.allowedUI)
        #expect(push.transport == .apns)
        #expect(push.subscription == ActitoPushSubscription(token: Self.token))
        #expect(device.diagnostics.isEmpty)
    }

    @Test func theAdaptersStateReadsBackInTheVendorsEncoding() async throws {
        let (raw, store) = try suite()
        defer { store.removeAll() }
        let device = SimulatedDevice(status: .authorized)
        let push = ActitoPush(environment: device.environment.with(store: store))
        _ = try await push.enableRemoteNotifications()
        let token = try #require(push.subscription?.token)
        #expect(raw.bool(forKey: Self.prefix + "remote_notifications_enabled"))
        #expect(raw.bool(forKey: Self.prefix + "allowed_ui"))
        let transport = try #require(raw.object(forKey: Self.prefix + "transport") as? Data)
        #expect(try JSONDecoder().decode(String.self, from: transport) == "APNS")
        let subscription = try #require(raw.object(forKey: Self.prefix + "subscription") as? Data)
        #expect(try JSONDecoder().decode([String: String].self, from: subscription) == ["token": token])
    }
}
