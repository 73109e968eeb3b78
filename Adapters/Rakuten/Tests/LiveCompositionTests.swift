import PrimerCore
import PrimerSimulator
import Testing

@testable import RakutenAdapter

/// What `RInAppMessaging` shows on an iPhone with no set-up but the vendor's: an instance over the
/// platform default the core composes on iOS (the simulated device standing in for UIKit, the in-memory
/// backend for the network) shows a campaign through the default card presenter; with nothing to show
/// it, the campaign is not presented and the developer is told why.
@Suite struct LiveCompositionTests {
    @Test(arguments: [true, false])
    func aCampaignShowsWithNoPresenterSetUp(canShowCards: Bool) async {
        let harness = Harness(user: .answering(card: .dismiss), campaigns: [.onEvent("c1")])
        let messaging = InAppMessaging(
            environment: harness.device.platformDefault(canShowCards: canShowCards), transport: harness.transport,
            infoDictionary: Harness.info)
        await PrimerPlatform.withEnvironment(messaging.environment) {
            RInAppMessaging.shared = messaging
            RInAppMessaging.configure()
            RInAppMessaging.logEvent(CustomEvent(withName: "go", withCustomAttributes: []))
            await messaging.waitUntilIdle()
        }
        #expect(harness.device.cardsShown == (canShowCards ? 1 : 0))
        #expect(harness.device.diagnostics.map(\.code).contains("presenter.missing") == !canShowCards)
    }
}
