import Foundation
import PrimerCore
import PrimerSimulator
import Testing

@testable import ActiveReachAdapter

/// `InAppPushPrimer(emit:defaults:)` reads `PrimerPlatform`: a primer made inside a task's override talks
/// to that task's device, and a task outside it does not see the device.
@Suite struct HostOverrideTests {
    private static func primerOverThePlatform() -> InAppPushPrimer {
        InAppPushPrimer(
            emit: { _, _ in }, defaults: UserDefaults(suiteName: "test.activereach.hostOverride") ?? .standard)
    }

    @Test func aPrimerMadeInsideTheOverrideAsksItsDevice() async {
        let device = SimulatedDevice(status: .authorized)
        await PrimerPlatform.withEnvironment(device.environment) {
            #expect(await Self.primerOverThePlatform().isAlreadyAuthorized())
            // Another task, running while the override is in place, gets the process's ports.
            #expect(await Task.detached { await Self.primerOverThePlatform().isAlreadyAuthorized() }.value == false)
        }
        #expect(device.statusReads == 1)
    }
}
