import Foundation
import PrimerConformance
@_spi(AdapterAuthoring) import PrimerCore
import PrimerSimulator
import Testing

/// Promise 4: throttle state is persisted before the outcome, survives relaunch, and bad or future
/// values never lock a user out.
@Suite struct EngineThrottleTests {
    let policy = PrimerPolicy(throttle: EngineFixture.cooldown)

    @Test func laterStartsACooldownThatSurvivesRelaunch() async {
        let fixture = EngineFixture(user: .answering(card: .later), policy: policy)
        #expect(await fixture.softAsk().run(EngineFixture.card).result == .later)
        fixture.device.relaunch()
        let afterRelaunch = await fixture.softAsk().run(EngineFixture.card)
        #expect(afterRelaunch.suppression == .throttled)
        #expect(fixture.device.cardsShown == 1)
    }

    @Test(arguments: [(TimeInterval(7 * 86_400 - 1), true), (TimeInterval(7 * 86_400), false)])
    func cooldownBoundary(elapsed: TimeInterval, throttled: Bool) async {
        let fixture = EngineFixture(user: .answering(card: .later), policy: policy)
        _ = await fixture.softAsk().run(EngineFixture.card)
        fixture.device.clock.advance(by: elapsed)
        #expect(fixture.softAsk().isThrottled() == throttled)
    }

    @Test func theStampIsWrittenBeforeTheOutcomeIsReported() async {
        let fixture = EngineFixture(user: .answering(card: .dismiss), policy: policy)
        let stampAtReport = ReportLog<Bool>()
        let disk = fixture.device.disk
        let ask = SoftAsk(policy: policy, environment: fixture.device.environment) { event in
            if event.name == .dismissed { stampAtReport.append(disk.value(forKey: "test.cooldown") != nil) }
        }
        _ = await ask.run(EngineFixture.card)
        #expect(stampAtReport.all == [true])
    }

    @Test func aCardThatFailedToPresentLeavesNoStamp() async {
        let shownPolicy = PrimerPolicy(
            throttle: ThrottlePolicy(
                kind: .minimumInterval(seconds: 60),
                stampedOn: [.shown], storageKey: "test.shown"))
        let fixture = EngineFixture(user: ScriptedUser(cardAnswers: [.failedToPresent, .later]), policy: shownPolicy)
        let failed = await fixture.softAsk().run(EngineFixture.card)
        #expect(failed.suppression == .presentationFailed)
        #expect(fixture.device.disk.value(forKey: "test.shown") == nil)
        #expect(await fixture.softAsk().run(EngineFixture.card).result == .later)
    }

    @Test func aClockMovedBackALongWayDoesNotLockTheUserOut() async {
        let fixture = EngineFixture(user: .answering(card: .later), policy: policy)
        _ = await fixture.softAsk().run(EngineFixture.card)
        fixture.device.clock.advance(days: -30)
        #expect(fixture.softAsk().isThrottled() == false)
        #expect(fixture.device.diagnostics.map(\.code).contains("store.dateInFuture"))
    }

    @Test func aClockMovedBackALittleDelaysByAtMostTwoPeriods() async {
        let fixture = EngineFixture(user: .answering(card: .later), policy: policy)
        _ = await fixture.softAsk().run(EngineFixture.card)
        fixture.device.clock.advance(days: -6)
        let ask = fixture.softAsk()
        #expect(ask.isThrottled())
        fixture.device.clock.advance(days: 13)
        #expect(ask.isThrottled() == false)
    }

    @Test(arguments: [
        StoredValue.double(.nan), .double(.infinity), .string("yesterday"), .bool(true), .data([0xFF, 0x00]),
        .double(ManualClock.defaultStart.timeIntervalSince1970 + 400 * 86_400),
    ])
    func corruptStampsReadAsNoStamp(value: StoredValue) async {
        let fixture = EngineFixture(user: .answering(card: .later), policy: policy)
        // Seeded behind the store's validation, as a foreign writer or a bad migration would leave it.
        let corrupt = InMemoryStore(["test.cooldown": value])
        let ask = SoftAsk(policy: policy, environment: fixture.device.environment.with(store: corrupt))
        let outcome = await ask.run(EngineFixture.card)
        #expect(outcome.result == .later)
        #expect(fixture.device.diagnostics.count == 1)
        #expect(corrupt.value(forKey: "test.cooldown") != value, "the later answer replaced the bad stamp")
    }

    @Test func clearThrottleLetsTheCardShowAgain() async {
        let fixture = EngineFixture(user: .answering(card: .later), policy: policy)
        let ask = fixture.softAsk()
        _ = await ask.run(EngineFixture.card)
        ask.clearThrottle()
        #expect(await ask.decide().shows)
    }
}
