import PrimerCore
import PrimerSimulator
import Testing

@testable import OneSignalAdapter

/// The static `OneSignal` API reads `PrimerPlatform`: inside a task's override it runs over that task's
/// device, and a task outside it keeps the process's SDK.
@Suite struct HostOverrideTests {
    @Test func theStaticAPIRunsOverTheDeviceOfItsTask() async {
        let device = SimulatedDevice(status: .authorized)
        await PrimerPlatform.withEnvironment(device.environment) {
            OneSignal.initialize("4c2d3e1a-9b8f-4c6d-8e7f-0a1b2c3d4e5f", withLaunchOptions: nil)
            await OneSignal.Notifications.waitUntilIdle()
            #expect(OneSignal.Notifications.permission)
            let inside = OneSignal.Notifications
            #expect(await Task.detached { OneSignal.Notifications }.value !== inside)
        }
        #expect(device.statusReads == 1)
    }
}
