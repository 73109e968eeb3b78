import Foundation
import PrimerCore
import PrimerSimulator
import Testing

@testable import ActiveReachAdapter

/// What `InAppPushPrimer(emit:defaults:)` runs over on an iPhone with no set-up but the vendor's: the
/// platform default the core composes on iOS, the simulated device standing in for UIKit (the app shows
/// its own card; Allow asks the system).
@Suite struct LiveCompositionTests {
    @Test func allowAsksTheSystemWithNoSetUpButTheVendors() async {
        let device = SimulatedDevice(user: ScriptedUser(promptAnswers: [.allow]))
        let suite = "test.activereach.liveComposition"
        let outcome = await PrimerPlatform.withEnvironment(device.platformDefault()) {
            let primer = InAppPushPrimer(emit: { _, _ in }, defaults: UserDefaults(suiteName: suite) ?? .standard)
            await primer.displayedAsync(config: PrimerFixture.config)
            return await primer.allowTappedAsync(config: PrimerFixture.config)
        }
        UserDefaults(suiteName: suite)?.removePersistentDomain(forName: suite)
        #expect(outcome.result == .granted)
        #expect(device.promptsShown == 1)
    }
}
