import Foundation
@_spi(AdapterAuthoring) import PrimerCore
import PrimerSimulator

/// The engine promises (`SoftAskEngine`), observed through the adapter's driver.
extension CheckContext {
    /// Seconds that take any declared throttle past its end, plus a day.
    var pastThrottle: TimeInterval { (policy.throttle.oraclePeriod ?? 0) + 86_400 }

    /// Declining, dismissing, a failed card, launches and foregrounds never ask.
    func noPromptWithoutAccept() async {
        let cardSteps: [ScenarioStep] =
            hasCard
            ? [
                .later, .dismiss, .present(.failedToPresent, .allow, .enable), .advance(pastThrottle), .later,
                .relaunch, .advance(pastThrottle), .dismiss, .foreground, .advance(pastThrottle),
                .present(.failedToPresent, .allow, .enable),
            ]
            : []
        for status in AuthorizationStatus.allCases {
            await scenario(from: status, [.foreground, .relaunch, .flipInSettings, .flipInSettings] + cardSteps)
        }
    }

    /// An accept asks only when iOS can show the prompt; asking again after an answer never happens.
    func noPromptUnlessStatusAllows() async {
        for status in AuthorizationStatus.allCases {
            for prompt in SystemPromptAnswer.allCases {
                let accept = ScenarioStep.present(.accept, prompt, .leave)
                await scenario(
                    from: status,
                    [
                        accept, .foreground, .advance(pastThrottle), accept, .relaunch,
                        .advance(pastThrottle), accept, .flipInSettings, .advance(pastThrottle), accept,
                    ])
            }
        }
    }

    /// Every starting status × card answer × prompt answer (× Settings action for denied accepts),
    /// followed by a returning user's accept and another at once (inside any throttle the first one
    /// started, so the status rules must win over the throttle): the scenario matrix of the profile,
    /// events and registration checks, each keeping the failures it owns.
    func scenarioMatrix() async {
        for (status, first) in matrixOpenings {
            await scenario(
                from: status,
                [
                    first, .foreground, .advance(pastThrottle), .acceptAllow, .foreground, .acceptAllow, .foreground,
                    .relaunch, .advance(pastThrottle), .acceptAllow,
                ])
        }
    }

    /// The first steps of the scenario matrix.
    var matrixOpenings: [(AuthorizationStatus, ScenarioStep)] {
        var openings: [(AuthorizationStatus, ScenarioStep)] = []
        for status in AuthorizationStatus.allCases {
            for card in cardAnswers {
                for prompt in SystemPromptAnswer.allCases {
                    let settings: [SettingsAction] =
                        status == .denied && card == .accept ? SettingsAction.allCases : [.leave]
                    for action in settings { openings.append((status, .present(card, prompt, action))) }
                }
            }
        }
        return openings
    }

    /// The vendor's completion form of present (``CompletionFormDriver``), on a fresh device with the card
    /// accepted and the prompt allowed: it asks, and its completion reports exactly one outcome.
    func completionFormAnswersOnce() async {
        var failures: [ConformanceFailure] = []
        let harness = await Harness.launched(descriptor, status: .notDetermined, into: &failures)
        keep(failures, owned: [])
        guard let driver = harness.currentDriver() as? any CompletionFormDriver else {
            await harness.stop()
            return
        }
        let at = "\(harness.location) › present in the completion form (accept, allow)"
        CheckScope.current.get()?.enter(at)
        harness.device.user = ScriptedUser(cardAnswers: [.accept], promptAnswers: [.allow], inSettings: .leave)
        let traceStart = harness.device.trace.count
        let outcomes = await driver.presentPrimerInCompletionForm()
        let requests = harness.device.trace[traceStart...].filter {
            if case .requestAuthorization = $0 { true } else { false }
        }
        let because = "because the vendor documents this form as presenting the same primer as the other"
        if requests.count != 1 {
            fail("\(at): system requests", got: "\(requests.count)", want: "exactly one, \(because)")
        }
        if outcomes.count != 1 {
            fail(
                "\(at): completion calls", got: outcomes.isEmpty ? "none" : outcomes.joined(separator: ", "),
                want: "exactly one, \(because), and every attempt ends in one outcome")
        }
        await harness.stop()
    }

    /// Main-actor callbacks on the main thread, over the scenario matrix and the declared push samples.
    func callbacksOnMainActor() async {
        await scenarioMatrix()
        guard profile.capabilities.contains(.pushEvents) else { return }
        let harness = Harness(descriptor: descriptor, status: .authorized)
        keep(await harness.perform(.launch))
        for sample in profile.pushSamples {
            _ = await (harness.currentDriver() as? any PushEventsDriver)?.deliverPush(sample.delivery)
            for report in await harness.takeReports() where report.onMainThread == false {
                fail(
                    "\(harness.location) › push \(sample.name): thread of \(report.vendorForm)",
                    got: "a background thread", want: "the main thread")
            }
        }
    }

    /// Concurrent presents on one process collapse into one card and one request.
    func oneRequestUnderConcurrency() async {
        var starts: [AuthorizationStatus] = [.notDetermined]
        if policy.provisional == .upgrade { starts.append(.provisional) }
        for status in starts {
            var failures: [ConformanceFailure] = []
            let harness = await Harness.launched(
                descriptor, status: status, concurrentPresents: 3, holdRequests: true, into: &failures)
            keep(failures, owned: [check, .noPromptWithoutAccept])
            let (attempts, observed) = await harness.presentConcurrently(3, card: .accept, prompt: .allow)
            let at = harness.location
            if observed.requests.count != 1 {
                fail("\(at): system requests", got: observed.requests.summary, want: "exactly one request")
            }
            if observed.prompts > 1 { fail("\(at): system prompts", got: "\(observed.prompts)", want: "at most 1") }
            if observed.cardsShown > 1 {
                fail("\(at): cards on screen", got: "\(observed.cardsShown)", want: "at most 1")
            }
            if observed.registrations > 1 {
                fail("\(at): registrations", got: "\(observed.registrations)", want: "at most 1")
            }
            if !attempts.contains(where: { $0.result == .granted }) {
                fail(
                    "\(at): outcomes", got: attempts.map(\.description).joined(separator: ", "),
                    want: "one granted attempt, the others joined or suppressed")
            }
            let stray = attempts.filter { $0.result != .granted && $0.result != .suppressed }
            if !stray.isEmpty {
                fail(
                    "\(at): outcomes", got: attempts.map(\.description).joined(separator: ", "),
                    want: "granted or suppressed(alreadyOnScreen) only")
            }
            let grants = observed.events.filter { $0 == .permissionGranted }.count
            if grants > (hasCard ? 1 : attempts.count) {
                fail(
                    "\(at): push_primer.permission_granted events", got: "\(grants)",
                    want: "one per attempt that resolved")
            }
            countEvents(observed.events, at: at, suppressedAttempts: attempts.filter { $0.result == .suppressed }.count)
        }
        await doubleTap()
        await presentWhilePromptOpen()
        await anotherAdapterOnTheDevice()
    }

    /// A second adapter's primer on the same device presents while this adapter's card is on screen and
    /// while its system request is open: the device's engine is one per device, so that primer finds the
    /// card up and shows nothing (an adapter that keeps a card or a request from the engine, or runs an
    /// engine of its own, lets it show a second card).
    private func anotherAdapterOnTheDevice() async {
        let harness = Harness(descriptor: descriptor, status: .notDetermined, holdAnswers: true)
        harness.presentAnotherPrimerWhileHeld()
        _ = await harness.perform([.launch, .acceptAllow])
        await harness.stop()
        let because =
            "because the device has one engine, which holds the card slot and the request in flight for every adapter"
        for probe in harness.anotherPrimer?.made ?? [] {
            let at = "\(harness.location) with another adapter's present while \(probe.moment)"
            if probe.showedCard {
                fail("\(at): cards on screen", got: "a second card (the other adapter's)", want: "one, \(because)")
            }
            if let outcome = probe.outcome, outcome.suppression != .alreadyOnScreen {
                fail(
                    "\(at): the other adapter's outcome", got: outcome.description,
                    want: "suppressed(alreadyOnScreen), \(because)")
            }
        }
    }

    /// The app presents again while the system prompt of an accepted card is open (the request held):
    /// the card slot is the attempt's until it ends, not until its card goes, so no second card shows
    /// and nothing asks again.
    private func presentWhilePromptOpen() async {
        guard hasCard else { return }
        let harness = Harness(descriptor: descriptor, status: .notDetermined, holdAnswers: true)
        harness.presentsWhilePromptOpen = true
        _ = await harness.perform([.launch, .acceptAllow])
        await harness.stop()
        // What happened until iOS answered: a present the adapter decides only after that is not judged.
        guard let observed = harness.whilePromptOpen else { return }
        let at = "\(harness.location) with a present while the system prompt is open"
        let because = "because the card slot is held until the attempt ends, not until its card goes"
        if observed.cardsShown > 1 {
            fail("\(at): cards on screen", got: "\(observed.cardsShown)", want: "1, \(because)")
        }
        if observed.requests.count > 1 {
            fail("\(at): system requests", got: observed.requests.summary, want: "one, \(because)")
        }
        // Throttled first when the card's show stamped the throttle (the throttle comes before the slot).
        if let reason = observed.attempt?.suppression, reason != .alreadyOnScreen, reason != .throttled {
            fail(
                "\(at): the second present", got: "suppressed(\(reason.rawValue))",
                want: "suppressed(alreadyOnScreen) (or throttled), \(because)")
        }
    }

    /// Every event of concurrent presents is counted: one card means one `displayed`, one accept, one
    /// answer and one registration; a present that found the card up reports at most its suppression.
    private func countEvents(_ events: [PrimerEventName], at: String, suppressedAttempts: Int) {
        var most: [(PrimerEventName, Int)] = [(.registered, 1), (.suppressed, suppressedAttempts)]
        if hasCard { most += [(.displayed, 1), (.allowTapped, 1), (.permissionDenied, 1)] }
        for (event, limit) in most {
            let count = events.filter { $0 == event }.count
            if count > limit {
                fail(
                    "\(at): \(event.rawValue) events", got: "\(count) (\(events.summary))",
                    want: "at most \(limit): one card was shown, the other presents found it on screen")
            }
        }
    }

    /// Two taps on one card's accept: they join one attempt, one request, one set of events, and both
    /// taps get its outcome.
    private func doubleTap() async {
        var failures: [ConformanceFailure] = []
        let harness = await Harness.launched(descriptor, status: .notDetermined, holdRequests: true, into: &failures)
        keep(failures, owned: [check, .noPromptWithoutAccept])
        let (answer, attempts, observed) = await harness.tapAccept(then: .accept, prompt: .allow)
        let at = harness.location
        guard tapsDeclared(answer, at: at) else { return }
        if observed.requests.count != 1 {
            fail(
                "\(at): system requests", got: observed.requests.summary,
                want: "exactly one: the second tap joins the first")
        }
        if observed.registrations > 1 {
            fail("\(at): registrations", got: "\(observed.registrations)", want: "at most 1")
        }
        if Set(attempts.map(\.result)) != [.granted] {
            fail(
                "\(at): outcomes", got: attempts.map(\.description).joined(separator: ", "),
                want: "both taps get the one attempt's outcome, granted")
        }
        failRepeatedAcceptEvents(observed.events, at: at, want: "at most 1: a double tap is one attempt")
    }

    /// Accept, then "Later" or a dismiss on the same card while the accept waits for iOS: the decline
    /// joins the accept, so there is one request, both taps get its outcome, and no decline is reported
    /// or stamped.
    func mixedTapsJoin() async {
        for second in [CardAnswer.later, .dismiss] {
            var failures: [ConformanceFailure] = []
            let harness = await Harness.launched(
                descriptor, status: .notDetermined, holdRequests: true, into: &failures)
            keep(failures, owned: [check, .noPromptWithoutAccept])
            var model = harness.model
            let acceptAlone = model.present(card: .accept, prompt: .allow, inSettings: .leave)
            let (answer, attempts, observed) = await harness.tapAccept(then: second, prompt: .allow)
            let at = harness.location
            let because = "because a tap while the card's accept waits for iOS joins that accept"
            guard tapsDeclared(answer, at: at) else { continue }
            if observed.requests.count != 1 {
                fail("\(at): system requests", got: observed.requests.summary, want: "exactly one, \(because)")
            }
            if Set(attempts.map(\.result)) != [.granted] {
                fail(
                    "\(at): outcomes", got: attempts.map(\.description).joined(separator: ", "),
                    want: "granted for both taps, \(because)")
            }
            for event in [PrimerEventName.laterTapped, .dismissed] where observed.events.contains(event) {
                fail(
                    "\(at): \(event.rawValue) events", got: observed.events.summary, want: "none, \(because)")
            }
            failRepeatedAcceptEvents(observed.events, at: at, want: "at most 1, \(because)")
            let describe: (Date?) -> String = { $0.map { "stamp \(StepJudge.format($0))" } ?? "no stamp" }
            let stampMatches =
                switch (observed.stampAfter, acceptAlone.stamp) {
                case (nil, nil): true
                case let (got?, want?): abs(got.timeIntervalSince(want)) < 1
                default: false
                }
            if !stampMatches {
                fail(
                    "\(at): throttle stamp on disk", got: describe(observed.stampAfter),
                    want: "\(describe(acceptAlone.stamp)) (what the accept alone writes), \(because)")
            }
        }
    }

    /// Whether the driver tapped the card twice; a declaration that it cannot is checked against the
    /// profile (and fails when it contradicts it).
    func tapsDeclared(_ answer: DoubleTap, at: String) -> Bool {
        switch answer {
        case .tapped:
            return true
        case .answeredOnceByPresenter where hasCard, .noCard where !hasCard:
            return false
        case .answeredOnceByPresenter, .noCard:
            fail(
                "\(at): the double tap", got: "\(answer)",
                want: hasCard
                    ? "the card's accept tapped twice, or answeredOnceByPresenter (softAskCard is claimed)"
                    : "noCard (softAskCard is not claimed)")
            return false
        }
    }

    /// A denied user who accepts goes to Settings; on the return the status is read again and acted on.
    func settingsRoundTrip() async {
        // The outcomes after the return belong to the round trip; events and registration have their checks.
        let owned: Set<ConformanceCheck> = [.settingsRoundTrip, .profileMatchesBehaviour]
        let sequences: [[ScenarioStep]] = [
            [.present(.accept, .dontAllow, .enable), .foreground, .foreground, .advance(pastThrottle), .acceptAllow],
            [
                .present(.accept, .dontAllow, .leave), .foreground, .advance(pastThrottle),
                .present(.accept, .allow, .enable),
                .foreground,
            ],
            [.present(.accept, .allow, .enable), .relaunch, .foreground, .advance(pastThrottle), .acceptAllow],
            [.present(.accept, .allow, .leave), .flipInSettings, .advance(pastThrottle), .acceptAllow],
        ]
        for steps in sequences { await scenario(from: .denied, steps, owned: owned) }
        if !hasCard, profile.capabilities.contains(.settingsFallback) {
            // The vendor's "Open Settings" alert answered Cancel (or dismissed): the model wants no Settings, no
            // request and a denied user, because only its "Open Settings" sends the user there; the return and
            // a later call still behave.
            for cancel in [CardAnswer.later, .dismiss] {
                await scenario(
                    from: .denied, [.present(cancel, .allow, .enable), .foreground, .acceptAllow, .foreground],
                    owned: owned)
            }
        }
        // The status must be read again on the return, not remembered.
        var failures: [ConformanceFailure] = []
        let harness = await Harness.launched(descriptor, status: .denied, into: &failures)
        failures += await harness.perform(.present(.accept, .allow, .enable))
        keep(failures, owned: owned)
        let reads = harness.device.statusReads
        keep(await harness.perform(.foreground), owned: owned)
        if harness.device.statusReads == reads {
            fail(
                "\(harness.location): authorization status reads on the return", got: "none",
                want: "the status read again")
        }
    }

    /// A provisional user who accepts gets a full request without `.provisional`.
    func provisionalUpgrade() async {
        for prompt in SystemPromptAnswer.allCases {
            await scenario(
                from: .provisional, [.present(.accept, prompt, .leave), .advance(pastThrottle), .acceptAllow],
                owned: [.provisionalUpgrade, .profileMatchesBehaviour, .noPromptUnlessStatusAllows])
        }
    }

    /// Fails for each of an accept's events (the tap, the grant, the registration) reported more than once:
    /// taps that join one attempt report it once.
    private func failRepeatedAcceptEvents(_ events: [PrimerEventName], at: String, want: String) {
        for event in [PrimerEventName.allowTapped, .permissionGranted, .registered] {
            let count = events.filter { $0 == event }.count
            if count > 1 { fail("\(at): \(event.rawValue) events", got: "\(count) (\(events.summary))", want: want) }
        }
    }
}
