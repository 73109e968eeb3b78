import Foundation
@_spi(AdapterAuthoring) import PrimerCore
import PrimerSimulator
import Testing

@testable import ActiveReachAdapter

/// `InAppPushPrimer.hostEnvironment` reads the core's `DefaultHost`: a primer made inside a task's
/// override talks to that task's device, and a task outside it does not see the device.
@Suite struct HostOverrideTests {
    private static func primerOverTheHost() -> InAppPushPrimer {
        InAppPushPrimer(
            emit: { _, _ in }, defaults: UserDefaults(suiteName: "test.activereach.hostOverride") ?? .standard)
    }

    @Test func aPrimerMadeInsideTheOverrideAsksItsDevice() async {
        let device = SimulatedDevice(status: .authorized)
        await InAppPushPrimer.host.withOverride(device.environment) {
            #expect(await Self.primerOverTheHost().isAlreadyAuthorized())
            // Another task, running while the override is in place, gets the process's ports.
            #expect(await Task.detached { await Self.primerOverTheHost().isAlreadyAuthorized() }.value == false)
        }
        #expect(device.statusReads == 1)
    }
}
