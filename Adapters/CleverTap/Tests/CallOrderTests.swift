import CleverTapAdapter
import PrimerConformance
import PrimerCore
import PrimerSimulator
import Testing

/// Calls the app makes one after another take effect in that order, in the documentation's own samples
/// run back to back with nothing awaited in between.
@Suite struct CallOrderTests {
    /// The hard ask, then the status sample's query at once: the query answers after the ask.
    @Test(arguments: [SystemPromptAnswer.allow, .dontAllow])
    func theStatusQueryRightAfterTheHardAskAnswersAfterIt(_ answer: SystemPromptAnswer) async {
        let fixture = CleverTapFixture(user: .answering(card: .accept, prompt: answer))
        let heard = ReportLog<AuthorizationStatus>()
        await fixture.run {
            SeedSamples.hardAsk()
            CleverTap.sharedInstance()?.getNotificationPermissionStatus { heard.append($0) }
        }
        #expect(heard.all == [answer == .allow ? .authorized : .denied])
    }

    /// The hard ask, then the half-interstitial primer at once: the primer decides on the status the ask
    /// left, so an allowed user is shown no card.
    @Test func aPrimerRightAfterTheHardAskSeesItsAnswer() async {
        let fixture = CleverTapFixture()
        await fixture.run {
            SeedSamples.hardAsk()
            SeedSamples.halfInterstitial()
        }
        #expect(fixture.device.promptsShown == 1)
        #expect(fixture.device.cardsShown == 0)
        #expect(fixture.delegate.heard.map(\.accepted) == [true])
    }
}
