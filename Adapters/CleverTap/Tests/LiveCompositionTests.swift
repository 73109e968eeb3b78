import CleverTapAdapter
import CleverTapConformance
import PrimerCore
import PrimerSimulator
import Testing

/// What `CleverTap.sharedInstance()` runs over on an iPhone with no set-up but the vendor's: the platform
/// default the core composes on iOS, the simulated device standing in for UIKit. The local in-app
/// primer shows; with nothing to show it, the attempt says so.
@Suite struct LiveCompositionTests {
    @Test(arguments: [true, false])
    func theLocalInAppPrimerShowsWithNoSetUpButTheVendors(canShowCards: Bool) async {
        let device = SimulatedDevice(user: .answering(card: .accept))
        let settings = CleverTapProfile.sampleInApp().getSettings()
        let outcome = await PrimerPlatform.withEnvironment(device.platformDefault(canShowCards: canShowCards)) {
            let cleverTap = CleverTap.autoIntegrate()
            let outcome = await cleverTap?.promptPushPrimerAsync(settings)
            await cleverTap?.waitUntilIdle()
            return outcome
        }
        if canShowCards {
            #expect(device.cardsShown == 1)
            #expect(device.promptsShown == 1)
            #expect(outcome?.result == .granted)
        } else {
            #expect(outcome?.suppression == .presenterMissing)
            #expect(device.diagnostics.map(\.code) == ["presenter.missing"])
        }
    }
}
