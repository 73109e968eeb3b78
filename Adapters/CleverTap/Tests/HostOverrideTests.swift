import CleverTapAdapter
import PrimerCore
import PrimerSimulator
import Testing

/// `CleverTap.sharedInstance()` reads the core's `DefaultHost`: the instance a task scopes with
/// `withSharedInstance` is the shared one for that task (and its child tasks) only.
@Suite struct HostOverrideTests {
    @Test func theScopedInstanceIsSharedInItsTaskAndNowhereElse() async {
        let device = SimulatedDevice(status: .authorized)
        let scoped = CleverTap(environment: device.environment)
        await CleverTap.withSharedInstance(scoped) {
            #expect(CleverTap.sharedInstance() === scoped)
            #expect(await Task { CleverTap.sharedInstance() }.value === scoped)
            #expect(await Task.detached { CleverTap.sharedInstance() }.value !== scoped)
            let nested = CleverTap(environment: device.environment)
            await CleverTap.withSharedInstance(nested) { #expect(CleverTap.sharedInstance() === nested) }
            #expect(CleverTap.sharedInstance() === scoped)
        }
        #expect(CleverTap.sharedInstance() !== scoped)
        await scoped.waitUntilIdle()
    }
}
