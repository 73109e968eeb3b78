import CleverTapAdapter
import PrimerCore
import PrimerSimulator
import Testing

/// Each seed sample, run as written against the simulator through `CleverTap.sharedInstance()` (scoped
/// to an instance over a simulated device), behaves as the page documents.
@Suite struct SeedSampleTests {
    @Test func halfInterstitialShowsTheStyledCardAndAcceptAsksIOS() async throws {
        let fixture = CleverTapFixture(user: .answering(card: .accept, prompt: .allow))
        await fixture.run(SeedSamples.halfInterstitial)
        let inApp = try #require(fixture.firstInApp)
        #expect(inApp.inAppType == .HALF_INTERSTITIAL)
        #expect(inApp.layout == .halfScreen)
        #expect(inApp.titleText == "Get Notified")
        #expect(inApp.positiveBtnText == "Allow")
        #expect(inApp.negativeBtnText == "Cancel")
        #expect(inApp.btnBorderRadius == "4")
        #expect(inApp.titleTextColor == "#FF0000")
        #expect(inApp.imageContentDescription == "This is alt text")
        #expect(fixture.device.promptsShown == 1)
        #expect(fixture.device.status == .authorized)
        #expect(fixture.device.registrations == 1)
        #expect(fixture.delegate.heard == [HeardAnswer(accepted: true, onMainThread: true)])
    }

    @Test func alertShowsTheAlertLayout() async throws {
        let fixture = CleverTapFixture(user: .answering(card: .later))
        await fixture.run(SeedSamples.alert)
        let inApp = try #require(fixture.firstInApp)
        #expect(inApp.inAppType == .ALERT)
        #expect(inApp.layout == .alert)
        #expect(inApp.messageText == "Enable Notification permission")
        #expect(fixture.device.requests == 0)
        #expect(fixture.delegate.heard == [HeardAnswer(accepted: false, onMainThread: true)])
    }

    /// The two primer samples.
    enum PrimerSample: CaseIterable {
        case halfInterstitial, alert

        var run: () -> Void {
            switch self {
            case .halfInterstitial: SeedSamples.halfInterstitial
            case .alert: SeedSamples.alert
            }
        }
    }

    @Test(arguments: PrimerSample.allCases)
    func aDeniedUserIsShownThePrimerAndSentToSettings(sample: PrimerSample) async {
        let fixture = CleverTapFixture(status: .denied, user: .answering(card: .accept))
        await fixture.run(sample.run)
        #expect(fixture.device.cardsShown == 1)
        #expect(fixture.device.settingsOpened == 1)
        #expect(fixture.device.requests == 0)
        #expect(fixture.delegate.heard.isEmpty)
    }

    @Test(arguments: [AuthorizationStatus.authorized, .provisional, .ephemeral])
    func theSamplesAreSilentOnceAllowed(status: AuthorizationStatus) async {
        let fixture = CleverTapFixture(status: status)
        await fixture.run(SeedSamples.halfInterstitial)
        await fixture.run(SeedSamples.alert)
        #expect(fixture.device.cardsShown == 0)
        #expect(fixture.device.requests == 0)
        #expect(fixture.delegate.heard.isEmpty)
    }

    @Test func theHardAskPromptsWithoutACard() async {
        let fixture = CleverTapFixture(user: .answering(card: .later, prompt: .dontAllow))
        await fixture.run(SeedSamples.hardAsk)
        #expect(fixture.device.cardsShown == 0)
        #expect(fixture.device.promptsShown == 1)
        #expect(fixture.device.status == .denied)
        #expect(fixture.delegate.heard == [HeardAnswer(accepted: false, onMainThread: true)])
    }

    @Test func theHardAskSendsADeniedUserToSettings() async {
        let fixture = CleverTapFixture(status: .denied)
        await fixture.run(SeedSamples.hardAsk)
        #expect(fixture.device.settingsOpened == 1)
        #expect(fixture.device.requests == 0)
        #expect(fixture.delegate.heard.isEmpty)
    }

    @Test func thePermissionStatusSampleReadsTheStatusWithoutAsking() async {
        let fixture = CleverTapFixture(status: .denied)
        await fixture.run(SeedSamples.permissionStatus)
        #expect(fixture.device.statusReads >= 1)
        #expect(fixture.device.requests == 0)
        #expect(fixture.device.cardsShown == 0)
    }

    @Test func theDelegateSampleHearsTheAnswer() async {
        let fixture = CleverTapFixture(user: .answering(card: .accept, prompt: .allow))
        let sample = PushPermissionSample()
        await fixture.runOnMain { sample.setDelegate() }
        await fixture.run(SeedSamples.alert)
        // The sample replaced the fixture's recorder: the recorder hears nothing, the sample printed.
        #expect(fixture.delegate.heard.isEmpty)
        #expect(fixture.device.status == .authorized)
        withExtendedLifetime(sample) {}
    }
}
