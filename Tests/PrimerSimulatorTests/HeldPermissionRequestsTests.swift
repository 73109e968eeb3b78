@_spi(AdapterAuthoring) import PrimerCore
@_spi(AdapterAuthoring) import PrimerSimulator
import Testing

/// A held request reaches the device only when the test lets it through.
@Suite struct HeldPermissionRequestsTests {
    @Test func aRequestWaitsUntilLetThroughThenGetsTheDevicesAnswer() async throws {
        let device = SimulatedDevice(status: .notDetermined, user: .answering(card: .accept, prompt: .allow))
        let held = HeldPermissionRequests(device.environment.permissions)
        let request = Task { try await held.requestAuthorization(options: [.alert]) }
        await held.waitUntilRequested()
        #expect(device.requests == 0, "the device was asked before the request was let through")
        #expect(await held.authorizationStatus() == .notDetermined, "status reads are not held")
        held.letOneRequestThrough()
        #expect(try await request.value)
        #expect(device.requests == 1)
    }

    @Test func letOneLetsExactlyOneAndLetEveryLetsTheRest() async throws {
        let device = SimulatedDevice(status: .notDetermined, user: .answering(card: .accept, prompt: .allow))
        let held = HeldPermissionRequests(device.environment.permissions)
        held.letOneRequestThrough()
        _ = try await held.requestAuthorization(options: [.alert])
        #expect(device.requests == 1, "a pass given before the request lets it through")
        let second = Task { try await held.requestAuthorization(options: [.alert]) }
        await held.waitUntilRequested()
        await held.waitUntilRequested()
        #expect(device.requests == 1, "one pass lets one request through")
        held.letEveryRequestThrough()
        _ = try await second.value
        _ = try await held.requestAuthorization(options: [.alert])
        #expect(device.requests == 3)
    }
}
