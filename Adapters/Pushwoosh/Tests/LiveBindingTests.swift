import Foundation
import PrimerCore
@testable import PushwooshAdapter
import Testing

/// The platform-neutral halves of the live environment: the token relay the app delegate feeds, and
/// the `UserDefaults` store that keeps the vendor's stamp format.
@Suite struct LiveBindingTests {
    @Test func everyWaitingRegistrationGetsTheForwardedToken() async throws {
        let relay = RegistrationRelay()
        let started = ReportLog<Void>()
        async let first = relay.register { started.append(()) }
        async let second = relay.register { started.append(()) }
        while relay.waiting < 2 { await Task.yield() }
        relay.deliver(.success(DeviceToken(Data([0xAB, 0x01]))))
        #expect(try await first.hex == "ab01")
        #expect(try await second.hex == "ab01")
        #expect(relay.waiting == 0)
    }

    @Test func aForwardedFailureReachesTheWaiterAndALateAnswerIsDropped() async {
        let relay = RegistrationRelay()
        relay.deliver(.success(DeviceToken(Data([1]))))
        async let waiting = relay.register {}
        while relay.waiting < 1 { await Task.yield() }
        relay.deliver(.failure(PushRegistrationError(description: "no entitlement")))
        do {
            _ = try await waiting
            Issue.record("expected the failure")
        } catch {
            #expect("\(error)" == "no entitlement")
        }
    }

    @Test func theDefaultsStoreKeepsTheVendorsStampFormat() throws {
        let suite = "PushwooshAdapterTests.\(UUID().uuidString)"
        let store = DefaultsStore(suiteName: suite)
        try store.setValue(.double(1_767_225_600), forKey: "PWPushPrimerLastShownAt")
        #expect(UserDefaults(suiteName: suite)?.double(forKey: "PWPushPrimerLastShownAt") == 1_767_225_600)
        #expect(store.value(forKey: "PWPushPrimerLastShownAt") == .double(1_767_225_600))
        try store.setValue(.string("x"), forKey: "text")
        #expect(store.value(forKey: "text") == .string("x"))
        #expect(throws: StoreError.self) { try store.setValue(.double(.nan), forKey: "PWPushPrimerLastShownAt") }
        #expect(store.value(forKey: "PWPushPrimerLastShownAt") == .double(1_767_225_600), "a refused write keeps the value")
        try store.removeValue(forKey: "PWPushPrimerLastShownAt")
        #expect(store.value(forKey: "PWPushPrimerLastShownAt") == nil)
        UserDefaults(suiteName: suite)?.removePersistentDomain(forName: suite)
    }
}

extension LiveBindingTests {
    @Test func anExpiredRegistrationFailsAloneAndTheNextGetsTheToken() async throws {
        let relay = RegistrationRelay()
        async let stale = relay.register {}
        while relay.waiting < 1 { await Task.yield() }
        let staleID = try #require(relay.waitingIDs.first)
        relay.expire(staleID, after: "30 s")
        do {
            _ = try await stale
            Issue.record("expected the expired registration to fail")
        } catch {
            #expect(error is PushRegistrationError)
        }
        async let fresh = relay.register {}
        while relay.waiting < 1 { await Task.yield() }
        relay.expire(staleID, after: "30 s")
        #expect(relay.waiting == 1, "an old timeout does not touch a newer registration")
        relay.deliver(.success(DeviceToken(Data([7]))))
        #expect(try await fresh.hex == "07")
    }
}
