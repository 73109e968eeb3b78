import CleverTapAdapter
import PrimerCore
import PrimerSimulator
import Testing

/// `CleverTap.sharedInstance()` reads `PrimerPlatform`: inside a task's override it is one instance over
/// that task's device, for the task and its child tasks only; a nested override has its own.
@Suite struct HostOverrideTests {
    @Test func theSharedInstanceIsTheOverridesInItsTaskAndNowhereElse() async {
        let device = SimulatedDevice(status: .authorized)
        let scoped = await PrimerPlatform.withEnvironment(device.environment) {
            let scoped = CleverTap.sharedInstance()
            #expect(scoped === CleverTap.sharedInstance())
            #expect(await Task { CleverTap.sharedInstance() }.value === scoped)
            #expect(await Task.detached { CleverTap.sharedInstance() }.value !== scoped)
            await PrimerPlatform.withEnvironment(device.environment) {
                #expect(CleverTap.sharedInstance() !== scoped)
            }
            #expect(CleverTap.sharedInstance() === scoped)
            return scoped
        }
        #expect(CleverTap.sharedInstance() !== scoped)
        await scoped?.waitUntilIdle()
    }
}
