import Foundation
@_spi(AdapterAuthoring) import PrimerCore
import PrimerSimulator

/// Compares what the model predicted for a step with what was observed, and names the promise each
/// difference breaks. Consequences are not double-counted: when the outcome already differs, the events
/// and registrations that follow from it are not compared.
struct StepJudge: Sendable {
    let profile: BehaviourProfile
    let declaredEvents: Set<PrimerEventName>
    let throttled: Bool

    init(profile: BehaviourProfile) {
        self.profile = profile
        declaredEvents = Set(profile.reporting.map(\.event))
        throttled = BehaviourModel.effectivePolicy(of: profile).throttle.oraclePeriod != nil
    }

    func judge(
        step: ScenarioStep, expected: Expectation, observed: Observation, before: BehaviourModel,
        at path: String
    ) -> [ConformanceFailure] {
        var failures: [ConformanceFailure] = []
        func fail(_ check: ConformanceCheck, _ aspect: String, got: String, want: String) {
            failures.append(ConformanceFailure(check: check, step: "\(path): \(aspect)", got: got, want: want))
        }
        for report in observed.reports where report.onMainThread == false {
            fail(
                .callbacksOnMainActor, "thread of \(report.vendorForm)", got: "a background thread",
                want: "the main thread")
        }
        judgeStamp(expected: expected, observed: observed, fail: fail)
        for (index, report) in observed.reports.enumerated() {
            guard let statuses = report.statuses, !statuses.contains(observed.status) else { continue }
            if profile.isDeclaredProvisionalDip(
                at: index, in: observed.reports, from: expected.startStatus, to: observed.status)
            {
                continue
            }
            fail(
                .statusReportsTrue, "status stated by \(report.vendorForm)",
                got: statuses.map(\.description).sorted().joined(separator: " or "),
                want: "\(observed.status), because a status callback states the status the app is in")
        }

        if !observed.statusReadsHung, observed.statusReads > observed.statusReadsAllowed {
            fail(
                .profileMatchesBehaviour, "authorization status reads", got: "\(observed.statusReads)",
                want: "at most \(observed.statusReadsAllowed), because the engine asks iOS once per need: the "
                    + "first, then once after each request, return to the foreground or relaunch")
        }

        // The system request: the one-shot promise first.
        let requestsMatch = observed.requests == expected.requests
        if observed.requests.count > expected.requests.count {
            fail(
                expected.accepted ? .noPromptUnlessStatusAllows : .noPromptWithoutAccept,
                "system requests from \(expected.startStatus)", got: observed.requests.summary,
                want: expected.requests.summary)
        } else if observed.requests.count < expected.requests.count {
            fail(
                .profileMatchesBehaviour, "system requests from \(expected.startStatus)",
                got: observed.requests.summary, want: expected.requests.summary)
        } else if !requestsMatch {
            fail(
                expected.startStatus == .provisional ? .provisionalUpgrade : .profileMatchesBehaviour,
                "requested options from \(expected.startStatus)", got: observed.requests.summary,
                want: expected.requests.summary)
        } else if observed.prompts != expected.prompts {
            fail(
                observed.prompts > expected.prompts ? .noPromptUnlessStatusAllows : .profileMatchesBehaviour,
                "system prompts", got: "\(observed.prompts)", want: "\(expected.prompts)")
        }

        // The outcome and the card.
        let throttleInvolved = expected.suppression == .throttled || (before.stamp != nil && throttled)
        let outcomeCheck: ConformanceCheck = throttleInvolved ? .throttleHonoured : .profileMatchesBehaviour
        var outcomeMatches = true
        if case .present = step {
            let got = observed.attempt.map { "\($0.result.rawValue) (\($0.vendorOutcome))" } ?? "no attempt"
            if observed.attempt?.result != expected.result {
                outcomeMatches = false
                fail(outcomeCheck, "outcome", got: got, want: expected.resultDescription)
            } else if expected.result == .suppressed, observed.attempt?.suppression == nil,
                observed.attempt?.reasonUnstated == nil
            {
                outcomeMatches = false
                fail(
                    .profileMatchesBehaviour, "suppression reason", got: "none (\(got))",
                    want: "\(expected.resultDescription): a driver states why an attempt was suppressed")
            } else if let reason = observed.attempt?.suppression, let wanted = expected.suppression, reason != wanted {
                // The same outcome for another reason: the status rules and the throttle were applied in
                // another order, or a status rule differs from the declared policy.
                outcomeMatches = false
                fail(
                    wanted == .throttled ? .throttleHonoured : .profileMatchesBehaviour, "suppression reason",
                    got: "suppressed(\(reason.rawValue)) (\(observed.attempt?.vendorOutcome ?? ""))",
                    want: expected.resultDescription)
            }
        }
        if observed.cardsShown != (expected.cardShown ? 1 : 0) {
            outcomeMatches = false
            fail(outcomeCheck, "cards on screen", got: "\(observed.cardsShown)", want: expected.cardShown ? "1" : "0")
        }
        if observed.settingsOpened != expected.settingsOpened {
            outcomeMatches = false
            fail(
                profile.capabilities.contains(.settingsFallback) ? .settingsRoundTrip : .profileMatchesBehaviour,
                "Settings opened", got: "\(observed.settingsOpened)", want: "\(expected.settingsOpened)")
        }
        guard outcomeMatches, requestsMatch else { return failures }
        if observed.status != expected.endStatus {
            fail(
                .profileMatchesBehaviour, "status after the step", got: "\(observed.status)",
                want: "\(expected.endStatus)")
        }
        judgeDisplayCount(expected: expected, observed: observed, fail: fail)

        // Registration as declared.
        let extra = observed.registrations - expected.registrations
        if extra < 0 || extra > (expected.toleratesExtraRegistration ? 1 : 0) {
            fail(
                .registrationAsDeclared, "registrations (policy \(before.policy.registration.rawValue))",
                got: "\(observed.registrations)", want: "\(expected.registrations)")
        } else if observed.registeredBeforePrompt {
            fail(
                .registrationAsDeclared, "order of registration and prompt", got: observed.calls.summary,
                want: "registration after the user answered the prompt")
        }

        // Events: once each, in order, only the declared ones.
        var events = observed.events
        if extra > 0 {
            // A tolerated re-registration may report itself.
            for _ in 0..<extra {
                if let index = events.lastIndex(where: { $0 == .registered || $0 == .registrationFailed }) {
                    events.remove(at: index)
                }
            }
        }
        var wanted = expected.events.filter(declaredEvents.contains)
        if profile.outcomeReportedOnReturn {
            // The answer is the call's return value: it reaches the app after what the call reported.
            let answers: Set<PrimerEventName> = [.permissionGranted, .permissionDenied]
            wanted = wanted.filter { !answers.contains($0) } + wanted.filter(answers.contains)
        }
        if events != wanted {
            let undeclared = Set(events).subtracting(declaredEvents)
            fail(
                .oneOutcomeOrderedEvents, "canonical events", got: events.summary,
                want: wanted.summary
                    + (undeclared.isEmpty ? "" : " (undeclared: \(undeclared.map(\.rawValue).sorted()))"))
        }
        return failures
    }

    private func judgeStamp(
        expected: Expectation, observed: Observation,
        fail: (ConformanceCheck, String, String, String) -> Void
    ) {
        guard throttled else {
            if observed.throttleKeyWritten {
                let key = BehaviourModel.effectivePolicy(of: profile).throttle.storageKey
                fail(
                    .profileMatchesBehaviour, "throttle key '\(key)' written", "a write",
                    "none, because a throttle without a period stamps nothing (the engine writes stamps only "
                        + "for a positive, finite period)")
            }
            return
        }
        let describe: (Date?) -> String = { $0.map { "stamp \(Self.format($0))" } ?? "no stamp" }
        if let want = expected.stamp {
            guard let got = observed.stampAfter, abs(got.timeIntervalSince(want)) < 1 else {
                // A stamp written by a present whose process was killed with the card up must survive it.
                let outcomeReported = expected.stampWritten && !expected.relaunched
                let check: ConformanceCheck =
                    outcomeReported ? .throttlePersistedBeforeOutcome : .throttleSurvivesRelaunch
                let aspect =
                    outcomeReported
                    ? "throttle stamp on disk when the outcome is reported"
                    : expected.stampWritten
                        ? "show-time stamp on disk after the process died with the card up"
                        : "throttle stamp on disk"
                fail(check, aspect, describe(observed.stampAfter), describe(want))
                return
            }
            // The promise is "on disk before the outcome is reported", not "by the time the call returns".
            if expected.stampWritten, let (event, stamp) = observed.stampAtOutcome,
                stamp.map({ abs($0.timeIntervalSince(want)) < 1 }) != true
            {
                fail(
                    .throttlePersistedBeforeOutcome, "throttle stamp on disk when \(event.rawValue) was reported",
                    describe(stamp), describe(want))
            }
        } else if let got = observed.stampAfter, got != observed.stampBefore {
            fail(
                .profileMatchesBehaviour, "throttle stamp written on a moment not declared in stampedOn",
                describe(got),
                "no stamp (stampedOn \(BehaviourModel.effectivePolicy(of: profile).throttle.stampedOn.map(\.rawValue).sorted()))"
            )
        }
    }

    /// Seconds after the simulator's default start, readable in paths (`t+86400s`).
    static func format(_ date: Date) -> String {
        "t+\(Int(saturatingSeconds: date.timeIntervalSince(ManualClock.defaultStart)))s"
    }
}
