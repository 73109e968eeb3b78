import PrimerConformance
@_spi(AdapterAuthoring) import PrimerCore
@_spi(AdapterAuthoring) import PrimerSimulator
import Testing

/// Cards the app presents itself, as attempts: a double tap is one answer, a decline's stamp is visible at
/// the call, an attempt begun after another moves after it, and the card holds the slot until it ends.
@Suite(.timeLimit(.minutes(5))) struct AppPresentedAttemptTests {
    @Test func tapsWhileTheAcceptIsResolvedJoinIt() async {
        let fixture = EngineFixture()
        let ask = fixture.softAsk()
        // Nothing of the card moves before the blocker decides, so every tap below finds the accept pending.
        let blocker = ask.beginAttempt()
        let card = ask.beginAttempt(campaignId: "app")
        card.displayed()
        let taps = [card.accept(), card.accept(), card.decline(.later), card.decline(.dismiss)]
        #expect(card.isOpen, "a tap now would still join the accept")
        blocker.withdraw()
        var results: [PrimerResult] = []
        for tap in taps { results.append(await tap.value.result) }
        #expect(results == [.granted, .granted, .granted, .granted])
        #expect(fixture.device.requests == 1)
        #expect(fixture.eventNames == [.displayed, .allowTapped, .permissionGranted, .registered])
        #expect(!card.isOpen, "after its answer is resolved, the next tap is a new attempt's")
        #expect(!ask.isThrottled(), "a decline that joins an accept stamps nothing")
    }

    @Test(arguments: [CardAnswer.later, .dismiss])
    func aDeclineStampsTheThrottleAtTheCall(answer: CardAnswer) async {
        let fixture = EngineFixture(policy: PrimerPolicy(throttle: EngineFixture.cooldown))
        let ask = fixture.softAsk()
        let blocker = ask.beginAttempt()
        let card = ask.beginAttempt(campaignId: "app")
        let declined = card.decline(answer)
        #expect(ask.isThrottled(), "the decline cannot have run yet: its earlier attempt has not decided")
        blocker.withdraw()
        #expect(await declined.value.result == (answer == .later ? .later : .dismissed))
        #expect(ask.isThrottled())
    }

    @Test func anAttemptBegunAfterAnotherMovesAfterItsMoves() async {
        let fixture = EngineFixture()
        let requests = HeldPermissionRequests(fixture.device.environment.permissions)
        var environment = fixture.device.environment
        environment.permissions = requests
        let ask = SoftAsk(policy: fixture.policy, environment: environment, events: fixture.events.append)
        let first = ask.beginAttempt(campaignId: "first")
        first.displayed()
        let accepted = first.accept()
        let second = ask.beginAttempt(campaignId: "second", after: first)
        let shown = second.displayed()
        await requests.waitUntilRequested()
        // Without `after`, the second display has nothing left to wait for and shows while the request is held.
        for _ in 0..<100 { await Task.yield() }
        #expect(fixture.events.all.filter { $0.campaignId == "second" }.isEmpty)
        requests.letEveryRequestThrough()
        #expect(await accepted.value.result == .granted)
        await shown.value
        #expect(fixture.eventNames == [.displayed, .allowTapped, .permissionGranted, .registered, .displayed])
        #expect(fixture.events.all.last?.campaignId == "second")
    }

    enum Ending: String, CaseIterable, Sendable { case later, dismiss, withdraw, nextCardAnswered }

    @Test(arguments: Ending.allCases)
    func anAppCardHoldsTheSlotUntilItEnds(_ ending: Ending) async {
        let fixture = EngineFixture()
        let ask = fixture.softAsk()
        let card = ask.beginAttempt(campaignId: "app")
        await card.displayed().value
        #expect(await ask.decide() == .suppress(.alreadyOnScreen, status: .notDetermined))
        switch ending {
        case .later: _ = await card.decline(.later).value
        case .dismiss: _ = await card.decline(.dismiss).value
        case .withdraw: await card.withdraw().value
        case .nextCardAnswered:
            // The card was never answered: the next card the app displays takes the slot over.
            let next = ask.beginAttempt(campaignId: "next")
            await next.displayed().value
            #expect(await ask.decide() == .suppress(.alreadyOnScreen, status: .notDetermined))
            _ = await next.decline(.later).value
        }
        #expect(await ask.decide() == .show(status: .notDetermined))
    }
}
