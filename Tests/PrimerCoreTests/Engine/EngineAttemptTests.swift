import PrimerConformance
@_spi(AdapterAuthoring) import PrimerCore
import PrimerSimulator
import Testing

/// Attempts as values: ordered by construction, moved on only through their own calls, and every event
/// they cause carries their id.
@Suite(.timeLimit(.minutes(5))) struct EngineAttemptTests {
    @Test func aLaterAttemptWaitsForTheEarlierOnesDecisionEvenWhenItsTaskRunsFirst() async {
        // Twenty rounds: without the line, the attempt whose task starts first would usually decide first.
        for _ in 0..<20 {
            let fixture = EngineFixture()
            let ask = fixture.softAsk()
            _ = await ask.currentStatus() // known, so nothing suspends a display but the line itself
            let first = ask.beginAttempt(campaignId: "first")
            let second = ask.beginAttempt(campaignId: "second")
            let secondShown = second.displayed()
            await Task.yield()
            let firstShown = first.displayed()
            await secondShown.value
            await firstShown.value
            #expect(fixture.events.all.map(\.campaignId) == ["first", "second"])
        }
    }

    @Test func theSecondOfTwoEngineCardsFindsTheFirstOnScreen() async {
        let fixture = EngineFixture()
        let gate = GatedPresenter()
        var environment = fixture.device.environment
        environment.presenter = gate
        let ask = SoftAsk(policy: fixture.policy, environment: environment, events: fixture.events.append)
        let first = ask.beginAttempt(campaignId: "first")
        let second = ask.beginAttempt(campaignId: "second")
        let secondOutcome = second.run(EngineFixture.card)
        let firstOutcome = first.run(EngineFixture.card)
        await gate.waitUntilPresented()
        #expect(await secondOutcome.value.suppression == .alreadyOnScreen)
        gate.answer(.later)
        #expect(await firstOutcome.value.result == .later)
        #expect(fixture.events.all.first { $0.name == .displayed }?.campaignId == "first")
    }

    @Test func everyEventOfAnAttemptCarriesItsIdAndItsCampaign() async {
        let fixture = EngineFixture()
        let ask = fixture.softAsk()
        let attempt = ask.beginAttempt(campaignId: "c7")
        let outcome = await attempt.run(EngineFixture.card).value
        #expect(outcome.result == .granted)
        #expect(fixture.eventNames == [.displayed, .allowTapped, .permissionGranted, .registered])
        #expect(fixture.events.all.allSatisfy { $0.attempt == attempt.id })
        #expect(fixture.events.all.filter { $0.name != .registered }.allSatisfy { $0.campaignId == "c7" })
        #expect(ask.beginAttempt().id > attempt.id, "ids increase in call order")
    }

    @Test func aWithdrawnAttemptLetsTheNextOneDecide() async {
        let fixture = EngineFixture(user: .answering(card: .later))
        let ask = fixture.softAsk()
        let withdrawn = ask.beginAttempt()
        let next = ask.beginAttempt(campaignId: "next")
        let outcome = next.run(EngineFixture.card)
        withdrawn.withdraw()
        #expect(await outcome.value.result == .later)
        #expect(!fixture.events.all.contains { $0.attempt == withdrawn.id }, "a withdrawn attempt emits nothing")
    }

    @Test func anInvalidConfigurationIsSuppressedByTheEngineAndLetsTheNextOneDecide() async {
        let fixture = EngineFixture(status: .provisional, user: .answering(card: .later))
        let ask = fixture.softAsk()
        let invalid = ask.beginAttempt(campaignId: "bad")
        let next = ask.beginAttempt(campaignId: "next")
        let nextOutcome = next.run(EngineFixture.card)
        let outcome = await invalid.suppressForInvalidConfiguration().value
        #expect(outcome == .suppressed(.invalidConfiguration, status: .provisional, campaignId: "bad"))
        #expect(await nextOutcome.value.result == .later)
        #expect(
            fixture.events.all.first
                == PrimerEvent(
                    .suppressed(reason: .invalidConfiguration, status: .provisional), campaignId: "bad",
                    attempt: invalid.id))
    }

    @Test(arguments: [CardAnswer.later, .dismiss])
    func appPresentedMovesRunInCallOrder(answer: CardAnswer) async {
        let fixture = EngineFixture()
        let attempt = fixture.softAsk().beginAttempt(campaignId: "app")
        // Fire-and-forget, as a vendor API calls them: each move is scheduled when it is called.
        attempt.displayed()
        let declined = attempt.decline(answer)
        let joined = attempt.accept()
        #expect(await declined.value.result == (answer == .later ? .later : .dismissed))
        _ = await joined.value
        let names = fixture.eventNames
        #expect(names.prefix(2) == [.displayed, answer == .later ? .laterTapped : .dismissed])
        #expect(names.firstIndex(of: .allowTapped) == 2, "the accept runs after the decline it was called after")
        #expect(fixture.events.all.allSatisfy { $0.attempt == attempt.id })
    }
}
