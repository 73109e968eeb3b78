import Foundation
@_spi(AdapterAuthoring) import PrimerCore
import PushwooshAdapter
import Testing

/// The vendor-named forwards of the app delegate's registration callbacks reach core's relay, which the
/// live registrar waits on.
@Suite struct LiveBindingTests {
    @Test func theAppDelegateForwardsReachTheRelay() async throws {
        let relay = RemoteRegistrationRelay.shared
        let token = Task { try await relay.register {} }
        while relay.waitingCount < 1 { await Task.yield() }
        Pushwoosh.handlePushRegistration(Data([0xAB, 0x01]))
        #expect(try await token.value.hex == "ab01")

        let failed = Task { try await relay.register {} }
        while relay.waitingCount < 1 { await Task.yield() }
        Pushwoosh.handlePushRegistrationFailure(RemoteRegistrationError.noAnswer)
        do {
            _ = try await failed.value
            Issue.record("expected the forwarded failure")
        } catch {
            #expect(error as? RemoteRegistrationError == .noAnswer)
        }
    }
}
