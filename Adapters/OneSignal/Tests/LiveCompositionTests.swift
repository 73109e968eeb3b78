import OneSignalAdapter
import PrimerCore
import PrimerSimulator
import Testing

/// What OneSignal's static API runs over on an iPhone with no set-up but the vendor's: the platform
/// default the core composes on iOS, the simulated device standing in for UIKit. A denied user asking
/// with `fallbackToSettings` sees the Settings alert; with nothing to show it, the attempt says so.
@Suite struct LiveCompositionTests {
    private static let appId = "4c2d3e1a-9b8f-4c6d-8e7f-0a1b2c3d4e5f"

    @Test func aDeniedUserSeesTheSettingsAlertWithNoSetUpButTheVendors() async {
        let device = SimulatedDevice(status: .denied, user: .answering(card: .accept))
        let accepted = await PrimerPlatform.withEnvironment(device.platformDefault()) {
            OneSignal.initialize(Self.appId, withLaunchOptions: nil)
            return await withCheckedContinuation { done in
                OneSignal.Notifications.requestPermission({ done.resume(returning: $0) }, fallbackToSettings: true)
            }
        }
        #expect(device.cardsShown == 1)
        #expect(device.settingsOpened == 1)
        #expect(accepted == false)
    }

    @Test func withNothingToShowTheAlertTheDeveloperIsToldWhy() async {
        let device = SimulatedDevice(status: .denied, user: .answering(card: .accept))
        let accepted = await PrimerPlatform.withEnvironment(device.platformDefault(canShowCards: false)) {
            OneSignal.initialize(Self.appId, withLaunchOptions: nil)
            return await OneSignal.Notifications.requestPermission(fallbackToSettings: true)
        }
        #expect(accepted == false)
        #expect(device.diagnostics.map(\.code) == ["presenter.missing"])
        #expect(device.settingsOpened == 0)
    }
}
