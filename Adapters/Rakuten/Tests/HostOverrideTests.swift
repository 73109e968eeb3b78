import PrimerCore
import PrimerSimulator
import Testing

@testable import RakutenAdapter

/// `RInAppMessaging.shared` reads `PrimerPlatform`: the instance installed inside a task's override is the
/// one the static API drives in that task only.
@Suite struct HostOverrideTests {
    @Test func theStaticAPIDrivesTheInstanceInstalledForItsTask() async {
        let harness = Harness(status: .notDetermined, campaigns: [])
        let messaging = harness.launch(presenter: nil, configure: false)
        await PrimerPlatform.withEnvironment(harness.device.environment) {
            RInAppMessaging.shared = messaging
            #expect(RInAppMessaging.shared === messaging)
            #expect(await Task.detached { RInAppMessaging.shared }.value !== messaging)
        }
        #expect(RInAppMessaging.shared !== messaging)
    }
}
