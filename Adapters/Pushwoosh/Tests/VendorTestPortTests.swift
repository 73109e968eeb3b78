import PrimerCore
import PrimerSimulator
import PushwooshAdapter
import Testing

/// The vendor's own primer tests (Pushwoosh/pushwoosh-ios-sdk,
/// `iOS_SDK/Pushwoosh/PushwooshTests/PWPushPrimerTest.m`), one test each, run through this adapter's
/// public API. Where the vendor calls its `handleStatus:config:completion:` seam with a status, the
/// simulated device starts in that status.
@Suite struct VendorTestPortTests {
    /// `testFluentChainAccumulatesConfig`: the chain returns the same builder and keeps every value.
    @Test func fluentChainAccumulatesConfig() {
        let builder = PushwooshFixture().runtime.configure.pushPrimer
        let returned = builder.style(.sheet).title("Title").message("Message").acceptButton("Yes")
            .declineButton("No").cornerRadius(12)
        #expect(returned === builder)
        let configuration = builder.configuration
        #expect(configuration.style == .sheet)
        #expect(configuration.title == "Title")
        #expect(configuration.message == "Message")
        #expect(configuration.acceptButton == "Yes")
        #expect(configuration.declineButton == "No")
        #expect(configuration.cornerRadius == 12)
        #expect(builder.resolution.card.appearance?.cornerRadius == 12)
    }

    /// `testDefaultStyleIsAlert`.
    @Test func defaultStyleIsAlert() {
        #expect(PushwooshFixture().runtime.configure.pushPrimer.configuration.style == .alert)
    }

    /// `testFallbackToSettingsDefaultsYes`: on by default, and `fallbackToSettings(false)` turns it off.
    @Test func fallbackToSettingsDefaultsYes() {
        let builder = PushwooshFixture().runtime.configure.pushPrimer
        #expect(builder.configuration.fallbackToSettings)
        builder.fallbackToSettings(false)
        #expect(!builder.configuration.fallbackToSettings)
    }

    /// `testAuthorizedSuppresses` and `testProvisionalSuppresses`: `.suppressed` without showing UI.
    @Test(arguments: [AuthorizationStatus.authorized, .provisional])
    func authorizedAndProvisionalSuppress(status: AuthorizationStatus) async {
        let fixture = PushwooshFixture(status: status, user: .answering(card: .accept))
        let (result, completions) = await fixture.present(fixture.basic())
        #expect(result.outcome == .suppressed)
        #expect(completions == [.suppressed])
        #expect(fixture.device.cardsShown == 0)
    }

    /// `testDeniedWithoutFallbackSuppresses`.
    @Test func deniedWithoutFallbackSuppresses() async {
        let fixture = PushwooshFixture(status: .denied, user: .answering(card: .accept))
        let (result, completions) = await fixture.present(fixture.basic().fallbackToSettings(false))
        #expect(result.outcome == .suppressed)
        #expect(completions == [.suppressed])
        #expect(fixture.device.cardsShown == 0)
    }
}
