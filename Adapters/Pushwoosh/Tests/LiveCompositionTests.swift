import PrimerCore
import PrimerSimulator
import PushwooshAdapter
import Testing

/// What `Pushwoosh.configure` runs over on an iPhone with no set-up but the vendor's: the platform default
/// the core composes on iOS, the simulated device standing in for UIKit. The vendor's card shows; with
/// nothing to show it, the outcome says so.
@Suite struct LiveCompositionTests {
    @Test(arguments: [PWPushPrimerStyle.alert, .sheet])
    func theCardShowsWithNoSetUpButTheVendors(style: PWPushPrimerStyle) async {
        let device = SimulatedDevice(user: .answering(card: .accept))
        let result = await PrimerPlatform.withEnvironment(device.platformDefault()) {
            await Pushwoosh.configure.pushPrimer.style(style).title("T").message("M").presentAsync()
        }
        #expect(device.cardsShown == 1)
        #expect(result.primerOutcome.result == .granted)
    }

    @Test func withNothingToShowTheCardTheOutcomeSaysSo() async {
        let device = SimulatedDevice(user: .answering(card: .accept))
        let result = await PrimerPlatform.withEnvironment(device.platformDefault(canShowCards: false)) {
            await Pushwoosh.configure.pushPrimer.title("T").message("M").presentAsync()
        }
        #expect(result.primerOutcome.suppression == .presenterMissing)
        #expect(device.diagnostics.map(\.code) == ["presenter.missing"])
    }
}
