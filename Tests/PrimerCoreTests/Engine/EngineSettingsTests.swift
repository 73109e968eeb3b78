import PrimerConformance
@_spi(AdapterAuthoring) import PrimerCore
import PrimerSimulator
import Testing

/// Promise 5: denied users go to Settings (or see nothing), and the status is re-read on return.
@Suite struct EngineSettingsTests {
    @Test(arguments: [SettingsAction.enable, .leave])
    func settingsRoundTripReReadsTheStatus(action: SettingsAction) async {
        let fixture = EngineFixture(status: .denied, user: .answering(card: .accept, inSettings: action))
        let ask = fixture.softAsk()
        let outcome = await ask.run(EngineFixture.card)
        #expect(outcome.result == .redirectedToSettings)
        #expect(fixture.device.settingsOpened == 1)
        #expect(fixture.device.requests == 0)
        await fixture.device.returnToForeground()
        let returned = fixture.events.all.last { $0.name == .settingsReturned }
        #expect(returned?.status == (action == .enable ? .authorized : .denied))
        #expect(fixture.device.registrations == (action == .enable ? 1 : 0))
        // Only the first foreground after Settings counts.
        await fixture.device.returnToForeground()
        #expect(fixture.eventNames.filter { $0 == .settingsReturned }.count == 1)
        _ = ask
    }

    /// The card-less request sends a denied user to Settings only when the app asks for the fallback:
    /// by default (as OneSignal's `requestPermission` without `fallbackToSettings`) it ends denied, nothing
    /// opened, even under a policy that offers Settings.
    @Test(arguments: [false, true])
    func aCardlessRequestOpensSettingsOnlyWithTheFallback(fallback: Bool) async {
        let fixture = EngineFixture(status: .denied, user: .answering(card: .accept, inSettings: .leave))
        let ask = fixture.softAsk()
        let outcome = await (fallback ? ask.requestWithoutCard(settingsFallback: true) : ask.requestWithoutCard())
        #expect(outcome.result == (fallback ? .redirectedToSettings : .denied))
        #expect(fixture.device.settingsOpened == (fallback ? 1 : 0))
        #expect(fixture.device.requests == 0)
    }

    @Test func deniedSuppressPolicyShowsNothing() async {
        let fixture = EngineFixture(status: .denied, policy: PrimerPolicy(denied: .suppress))
        let outcome = await fixture.softAsk().run(EngineFixture.card)
        #expect(outcome.suppression == .denied)
        #expect(fixture.device.cardsShown == 0)
        #expect(fixture.eventNames == [.suppressed])
    }

    @Test func openSettingsAndRequestAlsoSendsThePromptlessRequest() async {
        let fixture = EngineFixture(status: .denied, policy: PrimerPolicy(denied: .openSettingsAndRequest))
        let outcome = await fixture.softAsk().run(EngineFixture.card)
        #expect(outcome.result == .redirectedToSettings)
        #expect(outcome.requested)
        #expect(fixture.device.requests == 1)
        #expect(fixture.device.promptsShown == 0)
    }

    @Test func settingsThatCannotOpenEndInDenied() async {
        let fixture = EngineFixture(status: .denied)
        fixture.device.settingsAvailable = false
        let outcome = await fixture.softAsk().run(EngineFixture.card)
        #expect(
            outcome
                == .denied(
                    start: .denied, end: .denied, requested: false, registration: nil, failure: .settingsUnavailable,
                    campaignId: "c1"))
    }

    /// Promise 5 belongs to the device's engine, not to the adapter object: a primer released while
    /// the user is in Settings still has the status re-read and reported on return, once.
    @Test func theReturnFromSettingsIsReadEvenAfterThePrimerIsReleased() async {
        let fixture = EngineFixture(status: .denied, user: .answering(card: .accept, inSettings: .enable))
        var ask: SoftAsk? = fixture.softAsk()
        _ = await ask?.run(EngineFixture.card)
        ask = nil
        #expect(fixture.device.foregroundObservers > 0, "the engine still waits for the return")
        await fixture.device.returnToForeground()
        #expect(fixture.events.all.last { $0.name == .settingsReturned }?.status == .authorized)
        #expect(fixture.device.registrations == 1)
        #expect(
            fixture.device.foregroundObservers == 1, "the wait is over: only the process engine's own observer is left")
    }

    /// A relaunch ends the process: the old engine, its observers and its pending wait go with it.
    @Test func aRelaunchDropsTheProcessEngineAndItsObservers() async {
        let fixture = EngineFixture(status: .denied)
        var ask: SoftAsk? = fixture.softAsk()
        _ = await ask?.run(EngineFixture.card)
        weak let oldEngine = ask?.engine
        fixture.device.relaunch()
        ask = nil
        #expect(oldEngine == nil)
        #expect(fixture.device.foregroundObservers == 0)
        #expect(fixture.softAsk().engine !== oldEngine)
    }
}
