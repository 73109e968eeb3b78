import Foundation
import PrimerConformance
@_spi(AdapterAuthoring) import PrimerCore
import PrimerSimulator
import PushwooshAdapter
import Testing

/// `minInterval`: stamped when the card shows (before the user decides), only when positive, under the
/// vendor's key, strictly-less comparison, kept across relaunch.
@Suite struct ThrottleTests {
    @Test(arguments: [(0.0, true), (1.0, true), (3599.0, true), (3599.999, true), (3600.0, false), (3601.0, false)])
    func boundary(elapsed: Double, throttled: Bool) async {
        let fixture = PushwooshFixture(user: .answering(card: .later))
        #expect(await fixture.basic().minInterval(3600).presentAsync().outcome == .declined)
        fixture.device.clock.advance(by: elapsed)
        let second = await fixture.basic().minInterval(3600).presentAsync()
        #expect(second.outcome == (throttled ? .suppressed : .declined))
        #expect(second.primerOutcome.suppression == (throttled ? .throttled : nil))
        #expect(fixture.device.cardsShown == (throttled ? 1 : 2))
    }

    @Test func theStampSurvivesRelaunch() async {
        let fixture = PushwooshFixture(user: .answering(card: .later))
        _ = await fixture.basic().minInterval(7 * 24 * 60 * 60).presentAsync()
        fixture.device.clock.advance(days: 6)
        let relaunched = fixture.relaunch()
        #expect(await fixture.basic(relaunched).minInterval(7 * 24 * 60 * 60).presentAsync().outcome == .suppressed)
        fixture.device.clock.advance(days: 1)
        let again = fixture.relaunch()
        #expect(await fixture.basic(again).minInterval(7 * 24 * 60 * 60).presentAsync().outcome == .declined)
        #expect(fixture.device.cardsShown == 2)
    }

    @Test func theStampIsWrittenAtShowTimeBeforeTheUserDecides() async {
        let fixture = PushwooshFixture()
        let stampWhileOnScreen = ReportLog<StoredValue?>()
        let disk = fixture.device.disk
        let probe = ProbePresenter(inner: fixture.device.environment.presenter) {
            stampWhileOnScreen.append(disk.value(forKey: "PWPushPrimerLastShownAt"))
        }
        let runtime = PushwooshRuntime(environment: fixture.device.environment.with(presenter: probe))
        let start = fixture.device.clock.now.timeIntervalSince1970
        _ = await fixture.basic(runtime).minInterval(60).presentAsync()
        #expect(stampWhileOnScreen.all == [.double(start)], "epoch seconds under the vendor's key, before the answer")
    }

    @Test func showsWithoutMinIntervalDoNotCountTowardsALaterThrottle() async {
        let fixture = PushwooshFixture(user: .answering(card: .later))
        #expect(await fixture.basic().presentAsync().outcome == .declined)
        #expect(fixture.lastShown == nil)
        #expect(await fixture.basic().minInterval(3600).presentAsync().outcome == .declined)
        #expect(fixture.lastShown != nil)
        #expect(await fixture.basic().minInterval(3600).presentAsync().outcome == .suppressed)
        #expect(await fixture.basic().presentAsync().outcome == .declined, "minInterval 0 ignores the stamp")
    }

    @Test func suppressedAttemptsWriteNothing() async {
        let fixture = PushwooshFixture(status: .authorized)
        _ = await fixture.basic().minInterval(60).presentAsync()
        #expect(fixture.device.disk.snapshot.isEmpty)
    }

    @Test func aCardThatCouldNotBeShownLeavesNoStamp() async {
        let fixture = PushwooshFixture(user: ScriptedUser(cardAnswers: [.failedToPresent, .later]))
        let failed = await fixture.basic().minInterval(60).presentAsync()
        #expect(failed.outcome == .suppressed)
        #expect(failed.primerOutcome.suppression == .presentationFailed)
        #expect(fixture.lastShown == nil)
        #expect(await fixture.basic().minInterval(60).presentAsync().outcome == .declined)
    }

    @Test(arguments: [
        StoredValue.string("yesterday"), .bool(true), .data([1, 2]),
        .double(ManualClock.defaultStart.timeIntervalSince1970 + 86_400),
    ])
    func aCorruptOrFutureStampNeverLocksTheUserOut(value: StoredValue) async {
        let fixture = PushwooshFixture(user: .answering(card: .later))
        let foreign = InMemoryStore(["PWPushPrimerLastShownAt": value])
        let runtime = PushwooshRuntime(environment: fixture.device.environment.with(store: foreign))
        #expect(await fixture.basic(runtime).minInterval(60).presentAsync().outcome == .declined)
        #expect(
            foreign.value(forKey: "PWPushPrimerLastShownAt") == .double(fixture.device.clock.now.timeIntervalSince1970))
    }

    @Test func onScreenCheckComesAfterTheThrottle() async {
        // Read from the decision order (the throttle before the on-screen check): with minInterval > 0 the stamp written by the first card throttles the second
        // call before the on-screen check is reached.
        let gate = GatedPresenter()
        let fixture = PushwooshFixture(presenter: { _ in gate })
        let first = Task { await fixture.basic().minInterval(60).presentAsync() }
        _ = await gate.waitUntilPresented()
        let second = await fixture.basic().minInterval(60).presentAsync()
        #expect(second.primerOutcome.suppression == .throttled)
        let third = await fixture.basic().presentAsync()
        #expect(third.primerOutcome.suppression == .alreadyOnScreen)
        gate.answer(.later)
        #expect(await first.value.outcome == .declined)
    }
}

/// Runs `probe` while the card is on screen, then answers like `inner`.
final class ProbePresenter: CardPresenter {
    let inner: any CardPresenter
    let probe: @Sendable () -> Void

    init(inner: any CardPresenter, probe: @escaping @Sendable () -> Void) {
        self.inner = inner
        self.probe = probe
    }

    func present(_ card: PrimerCard) async -> CardAnswer {
        probe()
        return await inner.present(card)
    }
}
