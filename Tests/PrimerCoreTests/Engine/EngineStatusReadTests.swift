@_spi(AdapterAuthoring) import PrimerCore
import PrimerSimulator
import Testing

/// The engine asks iOS for the status once per foreground and once after a request, and never waits
/// on a system that does not answer.
@Suite struct EngineStatusReadTests {
    @Test func decisionsInOneForegroundShareOneRead() async {
        let fixture = EngineFixture(status: .authorized)
        let ask = fixture.softAsk()
        _ = await ask.decide()
        _ = await ask.decide()
        _ = await ask.run(EngineFixture.card)
        #expect(fixture.device.statusReads == 1)
        await fixture.device.returnToForeground()
        _ = await ask.decide()
        #expect(fixture.device.statusReads == 2)
    }

    @Test func anAttemptWithAPromptReadsBeforeAndAfterTheRequestOnly() async {
        let fixture = EngineFixture(user: .answering(card: .accept, prompt: .allow))
        let outcome = await fixture.softAsk().run(EngineFixture.card)
        #expect(outcome.result == .granted)
        #expect(fixture.device.statusReads == 2)
    }

    @Test func twoPoliciesOverOneDeviceShareTheRead() async {
        let fixture = EngineFixture(status: .authorized)
        _ = await SoftAsk(policy: PrimerPolicy(), environment: fixture.device.environment).decide()
        _ = await SoftAsk(policy: PrimerPolicy(denied: .suppress), environment: fixture.device.environment).decide()
        #expect(fixture.device.statusReads == 1)
    }

    @Test func theAppCanSayTheStatusMayHaveChanged() async {
        let fixture = EngineFixture(status: .notDetermined)
        let ask = fixture.softAsk()
        _ = await ask.decide()
        fixture.device.changeInSettings(to: .authorized) // for example another SDK asked iOS itself
        await ask.statusMayHaveChanged()
        #expect(await ask.decide() == .suppress(.alreadyAuthorized, status: .authorized))
        #expect(fixture.device.statusReads == 2)
    }

    @Test func aHangingReadWithNothingKnownSuppressesTheCardAndSaysWhy() async {
        let fixture = EngineFixture(user: .answering(card: .accept))
        fixture.device.statusReadsHang = true
        let outcome = await fixture.softAsk().run(EngineFixture.card)
        #expect(outcome.suppression == .statusUnavailable)
        #expect(fixture.device.cardsShown == 0)
        #expect(fixture.device.requests == 0)
        #expect(fixture.device.diagnostics.map(\.code) == ["status.readTimedOut"])
    }

    /// The deadline passes only once the read it races has reached the system, so the dropped read is
    /// counted in the step that made it: a deadline that won before the read's task ran left the read to
    /// start later, in whatever step the scheduler ran it (1 of 3,000 release checks counted it there).
    @Test func aDroppedReadHasReachedTheSystemWhenTheAttemptReturns() async {
        for attempt in 1...20 {
            let fixture = EngineFixture(user: .answering(card: .accept))
            fixture.device.statusReadsHang = true
            let outcome = await fixture.softAsk().run(EngineFixture.card)
            #expect(outcome.suppression == .statusUnavailable)
            #expect(fixture.device.statusReads == 1, "attempt \(attempt)")
        }
    }

    @Test func aHangingReadFallsBackToTheLastStatusKnown() async {
        let fixture = EngineFixture(status: .authorized)
        let ask = fixture.softAsk()
        _ = await ask.decide()
        await fixture.device.returnToForeground()
        fixture.device.statusReadsHang = true
        #expect(await ask.decide() == .suppress(.alreadyAuthorized, status: .authorized))
        #expect(fixture.device.diagnostics.map(\.code) == ["status.readTimedOut"])
        // The system answers again: the next need reads, since the timed-out read was not kept.
        fixture.device.statusReadsHang = false
        fixture.device.changeInSettings(to: .denied)
        await fixture.device.returnToForeground()
        #expect(await ask.decide() == .show(status: .denied))
    }

    @Test func theMonitorAndTheEngineShareOneReadPerForeground() async {
        let fixture = EngineFixture(status: .denied)
        let monitor = PermissionStatusMonitor(environment: fixture.device.environment)
        let ask = fixture.softAsk()
        await monitor.start()
        _ = await ask.decide()
        #expect(fixture.device.statusReads == 1)
        fixture.device.changeInSettings(to: .authorized)
        await fixture.device.returnToForeground()
        #expect(monitor.status == .authorized)
        #expect(await ask.decide() == .suppress(.alreadyAuthorized, status: .authorized))
        #expect(fixture.device.statusReads == 2)
    }
    /// A read begun before a foreground that lands after the foreground's own read is older news: the
    /// engine keeps the newer answer, and every decision after both uses it (an authorized user is never
    /// offered the card again because a stale "not determined" arrived last).
    @Test func aReadThatLandsAfterANewerReadDoesNotReplaceIt() async {
        let fixture = EngineFixture(status: .notDetermined)
        let center = GatedPermissionCenter()
        var environment = fixture.device.environment
        environment.permissions = center
        let ask = SoftAsk(policy: fixture.policy, environment: environment)
        let older = Task { await ask.decide() }
        await center.waitForReaders(1)
        await fixture.device.returnToForeground()
        let newer = Task { await ask.decide() }
        await center.waitForReaders(2)
        center.answer(reader: 2, with: .authorized)
        #expect(await newer.value == .suppress(.alreadyAuthorized, status: .authorized))
        center.answer(reader: 1, with: .notDetermined)
        #expect(await older.value == .suppress(.alreadyAuthorized, status: .authorized))
        #expect(await ask.decide() == .suppress(.alreadyAuthorized, status: .authorized))
    }
}
