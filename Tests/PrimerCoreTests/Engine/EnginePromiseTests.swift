import Foundation
import PrimerConformance
@_spi(AdapterAuthoring) import PrimerCore
import PrimerSimulator
import Testing

/// The five promises of `SoftAskEngine`, against the simulator.
@Suite struct EnginePromiseTests {
    // Promise 1: no prompt without an explicit accept.
    @Test(arguments: [CardAnswer.later, .dismiss, .failedToPresent])
    func noPromptWithoutAccept(answer: CardAnswer) async {
        let fixture = EngineFixture(user: .answering(card: answer))
        let outcome = await fixture.softAsk().run(EngineFixture.card)
        #expect(fixture.device.requests == 0)
        #expect(fixture.device.promptsShown == 0)
        #expect(outcome.requested == false)
    }

    // Promise 1: a request only where iOS can prompt; the outcome reports the real status.
    @Test(arguments: [
        (AuthorizationStatus.notDetermined, PrimerResult.granted, 1),
        (.provisional, .granted, 1),
        (.denied, .redirectedToSettings, 0),
        (.authorized, .suppressed, 0),
        (.ephemeral, .suppressed, 0),
    ])
    func requestOnlyWhereThePromptCanShow(status: AuthorizationStatus, result: PrimerResult, prompts: Int) async {
        let fixture = EngineFixture(status: status)
        let outcome = await fixture.softAsk().run(EngineFixture.card)
        #expect(outcome.result == result)
        #expect(fixture.device.promptsShown == prompts)
        #expect(fixture.device.requests == prompts)
    }

    @Test func provisionalUpgradeRequestsWithoutProvisional() async {
        let policy = PrimerPolicy(requestOptions: [.alert, .sound, .provisional])
        let fixture = EngineFixture(status: .provisional, policy: policy)
        _ = await fixture.softAsk().run(EngineFixture.card)
        #expect(fixture.device.trace.contains(.requestAuthorization([.alert, .sound])))
        #expect(fixture.device.status == .authorized)
    }

    @Test func acceptAfterThePromptWasAnsweredReportsWithoutAskingAgain() async {
        let fixture = EngineFixture(
            user: .answering(card: .accept, prompt: .dontAllow),
            policy: PrimerPolicy(denied: .suppress))
        let ask = fixture.softAsk()
        let first = await ask.beginAttempt(campaignId: "c1").accept().value
        let second = await ask.beginAttempt(campaignId: "c1").accept().value
        #expect(first.result == .denied)
        #expect(second.result == .denied)
        #expect(second.requested == false)
        #expect(fixture.device.promptsShown == 1)
    }

    // Promise 2: concurrent accepts collapse into one request.
    @Test func oneRequestUnderOneHundredConcurrentAccepts() async {
        let fixture = EngineFixture()
        let card = fixture.softAsk().beginAttempt(campaignId: "c1")
        let results = await withTaskGroup(of: PrimerResult.self) { group in
            for _ in 0..<100 { group.addTask { await card.accept().value.result } }
            return await group.reduce(into: [PrimerResult]()) { $0.append($1) }
        }
        #expect(fixture.device.promptsShown == 1)
        #expect(fixture.device.requests == 1)
        #expect(results.allSatisfy { $0 == .granted })
        #expect(fixture.eventNames.filter { $0 == .allowTapped }.count == 1)
        #expect(fixture.eventNames.filter { $0 == .permissionGranted }.count == 1)
    }

    @Test func oneCardAndOnePromptUnderOneHundredConcurrentRuns() async {
        let fixture = EngineFixture()
        let ask = fixture.softAsk()
        let results = await withTaskGroup(of: PrimerOutcome.self) { group in
            for _ in 0..<100 { group.addTask { await ask.run(EngineFixture.card) } }
            return await group.reduce(into: [PrimerOutcome]()) { $0.append($1) }
        }
        #expect(fixture.device.cardsShown == 1)
        #expect(fixture.device.promptsShown == 1)
        #expect(results.filter { $0.result == .granted }.count == 1)
        #expect(results.filter { $0.suppression == .alreadyOnScreen }.count == 99)
    }

    @Test func aSecondRunWhileTheCardIsOnScreenIsSuppressed() async {
        let fixture = EngineFixture()
        let gate = GatedPresenter()
        let ask = SoftAsk(
            policy: fixture.policy,
            environment: fixture.device.environment.with(presenter: gate),
            events: fixture.events.append)
        let first = Task { await ask.run(EngineFixture.card) }
        await gate.waitUntilPresented()
        let second = await ask.run(EngineFixture.card)
        gate.answer(.accept)
        #expect(second.suppression == .alreadyOnScreen)
        #expect(await first.value.result == .granted)
        #expect(fixture.device.promptsShown == 1)
    }

    // Promise 3: one outcome, events once and in order.
    @Test func eventsOfAGrantedAttemptAreOrdered() async {
        let fixture = EngineFixture()
        _ = await fixture.softAsk().run(EngineFixture.card)
        #expect(fixture.eventNames == [.displayed, .allowTapped, .permissionGranted, .registered])
        #expect(fixture.events.all.allSatisfy { $0.campaignId == "c1" || $0.name == .registered })
    }

    @Test(arguments: [
        (SystemPromptAnswer.allow, [PrimerEventName.displayed, .allowTapped, .permissionGranted, .registered]),
        (.dontAllow, [.displayed, .allowTapped, .permissionDenied]),
    ])
    func promptAnswerDecidesTheEvents(answer: SystemPromptAnswer, expected: [PrimerEventName]) async {
        let fixture = EngineFixture(user: .answering(card: .accept, prompt: answer))
        _ = await fixture.softAsk().run(EngineFixture.card)
        #expect(fixture.eventNames == expected)
    }

    @Test func aFailingRequestEndsInOneFailedOutcomeKeepingTheError() async {
        let fixture = EngineFixture()
        fixture.device.requestFailure = "request refused"
        let outcome = await fixture.softAsk().run(EngineFixture.card)
        guard case let .failed(.authorizationRequestFailed(error), .notDetermined, .notDetermined, "c1") = outcome
        else {
            Issue.record("not a failed request: \(outcome)")
            return
        }
        #expect(error.underlying as? SimulatedRequestError == SimulatedRequestError(description: "request refused"))
        #expect(fixture.eventNames == [.displayed, .allowTapped, .permissionDenied])
    }

    @Test func aFailingRegistrationIsReported() async {
        let fixture = EngineFixture()
        fixture.device.registration = .failure("no aps-environment entitlement")
        let outcome = await fixture.softAsk().run(EngineFixture.card)
        #expect(
            outcome
                == .granted(
                    start: .notDetermined, end: .authorized, requested: true,
                    registration: .failed(ThrownError(reason: "no aps-environment entitlement")), campaignId: "c1"))
        #expect(fixture.eventNames.last == .registrationFailed)
    }
}

/// A presenter that keeps the card on screen until the test answers it.
final class GatedPresenter: CardPresenter {
    private let presented = AsyncStream<Void>.makeStream()
    private let answers = AsyncStream<CardAnswer>.makeStream()

    func present(_ card: PrimerCard) async -> CardAnswer {
        presented.continuation.yield()
        for await answer in answers.stream { return answer }
        return .dismiss
    }

    func waitUntilPresented() async {
        for await _ in presented.stream { return }
    }

    func answer(_ answer: CardAnswer) { answers.continuation.yield(answer) }
}
