@_spi(AdapterAuthoring) import PrimerCore
import Testing

@testable import RakutenAdapter

/// `RInAppMessaging.shared` reads the core's `DefaultHost`: the instance a task overrides it with is the
/// one the static API drives in that task only.
@Suite struct HostOverrideTests {
    @Test func theStaticAPIDrivesTheInstanceOverriddenForItsTask() async {
        let harness = Harness(status: .notDetermined, campaigns: [])
        let messaging = harness.launch(presenter: nil, configure: false)
        await RInAppMessaging.host.withOverride(messaging) {
            #expect(RInAppMessaging.shared === messaging)
            #expect(await Task.detached { RInAppMessaging.shared }.value !== messaging)
        }
        #expect(RInAppMessaging.shared !== messaging)
    }
}
