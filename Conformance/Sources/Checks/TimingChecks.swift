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
