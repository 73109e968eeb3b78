@_spi(AdapterAuthoring) import PrimerCore
import PrimerSimulator

/// When reports reach the app, not only in which order: the card is held on screen until the display is
/// reported and the system request held open until the tap is, and each report's moment is compared with
/// their answers (a report made only after the answer is late, however long the harness held).
extension CheckContext {
    func reportsOnTime() async {
        let steps: [ScenarioStep] = hasCard ? [.later, .acceptAllow, .acceptDontAllow] : [.acceptAllow]
        for step in steps {
            let harness = Harness(descriptor: descriptor, status: .notDetermined, holdAnswers: true)
            _ = await harness.perform([.launch, step])
            await harness.stop()
            guard let (observed, _) = harness.lastObservation, let held = harness.heldAnswers else { continue }
            judgeMoments(observed.reports, held: held, harness: harness)
        }
        await idleWaitOutlastsStatusCheck()
    }

    /// An adapter's own idle wait (``IdleWaitingDriver``) returns only once the status check called
    /// before it has answered: the check's status read is held until the wait returned or nothing moved.
    private func idleWaitOutlastsStatusCheck() async {
        let harness = Harness(descriptor: descriptor, status: .notDetermined, lateStatusReads: true)
        keep(await harness.perform(.launch))
        guard let driver = harness.currentDriver() as? any IdleWaitingDriver, let lateReads = harness.lateReads else {
            await harness.stop()
            return
        }
        // The kept status made stale with nothing else reading (a foreground would run the adapter's own
        // foreground reads), so the check's read is the one held.
        await harness.device.environment.engine.statusMayHaveChanged()
        let at = "\(harness.location) › status check with its read held, then the adapter's idle wait"
        CheckScope.current.get()?.enter(at)
        lateReads.armNextRead()
        let completed = driver.startStatusCheck()
        await FactWait.until { lateReads.isHolding || completed() }
        let completedWhenIdle = LockedValue<Bool?>(nil)
        let idle = Task {
            await driver.waitUntilIdle()
            completedWhenIdle.withLock { $0 = completed() }
        }
        // No fact tells that a correct wait is waiting (it waits on the held read, which nothing else
        // moves), so the read is held until the wait returned or nothing moved: a wait that ignores the
        // check returns in its first turns, and holding longer cannot make a correct one return.
        let device = harness.device
        await FactWait.until({ completedWhenIdle.withLock { $0 } != nil }, orStill: { [device.trace.count] })
        lateReads.release()
        await idle.value
        if completedWhenIdle.withLock({ $0 }) == false {
            fail(
                "\(at): waitUntilIdle()", got: "returned before the check's completion ran",
                want: "after it, because the wait covers every action called before it, the check included")
        }
        _ = await harness.takeReports()
        await harness.stop()
    }

    private func judgeMoments(_ reports: [AdapterReport], held: HeldAnswers, harness: Harness) {
        let at = harness.location
        func reported(_ event: PrimerEventName) -> AdapterReport? {
            reports.first { $0.event == event && $0.deliveredAt > 0 }
        }
        if let displayed = reported(.displayed), let answered = held.answeredAt, displayed.deliveredAt > answered {
            fail(
                "\(at): moment in_app.displayed was reported", got: "after the card was answered",
                want: "while the card is on screen, because it reports the display, not the answer")
        }
        if let tapped = reported(.allowTapped), let answered = held.requestAnsweredAt, tapped.deliveredAt > answered {
            fail(
                "\(at): moment push_primer.allow_tapped was reported", got: "after iOS answered the request",
                want: "at the tap, while the system prompt is open, because it reports the tap, not the answer")
        }
        for event in [PrimerEventName.permissionGranted, .permissionDenied] {
            if let answer = reported(event), let answered = held.requestAnsweredAt, answer.deliveredAt < answered {
                fail(
                    "\(at): moment \(event.rawValue) was reported", got: "before iOS answered the request",
                    want: "after it, because it reports iOS's answer")
            }
        }
        // A show-time stamp is on disk before the display is reported (as every outcome's stamp is).
        guard policy.throttle.oraclePeriod != nil, policy.throttle.stampedOn.contains(.shown),
            let displayed = reported(.displayed), let stamp = harness.stamp(whenReported: displayed)
        else { return }
        if stamp == nil {
            fail(
                "\(at): throttle stamp on disk when in_app.displayed was reported", got: "no stamp",
                want: "the show-time stamp, because it is written before the display is reported")
        }
    }
}
