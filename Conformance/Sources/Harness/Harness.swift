import Foundation
@_spi(AdapterAuthoring) import PrimerCore
@_spi(AdapterAuthoring) import PrimerSimulator

/// One live run of an adapter on a fresh simulated device, stepped alongside the behaviour model: every
/// step is performed on both and judged, so a failure names the exact path that led to it.
///
/// Not `Sendable` on purpose: one harness belongs to the one task that steps it.
final class Harness {
    let descriptor: AdapterDescriptor
    /// Makes, settles and stops the drivers (the rule `primer-lab` uses too).
    let session: DriverSession
    var device: SimulatedDevice { session.device }
    var driver: (any PrimerDriver)? { session.driver }
    private(set) var model: BehaviourModel
    private let judge: StepJudge
    /// Holds cards for concurrent presents (see ``presentConcurrently(_:card:prompt:)``).
    private let gate: CardGate?
    /// Holds system requests until the calls that must overlap them have been made (concurrent presents,
    /// two taps on one card).
    let heldRequests: HeldPermissionRequests?
    /// Delivers an armed status read late (``presentWithLateForegroundRead()``).
    let lateReads: LateStatusReads?
    /// The path so far, for failure messages.
    private(set) var path: [String]
    /// Holds a card on screen for ``ScenarioStep/relaunchWithCardUp``.
    private let heldCards: HeldCards
    /// The writes to the declared throttle key, numbered as they land.
    private let stampWrites: WriteLog
    /// Holds the card and the request of a present open until what is judged has been reported
    /// (``init(descriptor:status:disk:label:concurrentPresents:holdRequests:holdAnswers:)``).
    let heldAnswers: HeldAnswers?
    /// With ``heldAnswers``: while the system request of a present is held open, the app presents
    /// again; what happened until the request was answered is kept in ``whilePromptOpen``.
    var presentsWhilePromptOpen = false
    /// The present step's system calls until its held request was answered, and the attempt of the
    /// present made while the system prompt was open if it returned by then.
    private(set) var whilePromptOpen: Observation?
    /// With ``heldAnswers``: while the card is held on screen and while the system request is held open,
    /// a second adapter's primer on the same device presents (``AnotherPrimer``).
    private(set) var anotherPrimer: AnotherPrimer?
    /// What the last step performed saw, and where it started in ``DeliveryOrder``.
    private(set) var lastObservation: (observation: Observation, start: UInt64)?

    /// A device in `status` whose disk holds `disk` (the adapter is not launched yet), on the store of
    /// `diskKind` (by default the running check's, ``CheckScope/diskKind``). A value that store refuses
    /// (NaN, infinity: no real store keeps them) is seeded on the in-memory store, the only one that can
    /// hold it. With `seedsStamp`, a stamp `disk` holds under the declared throttle key is the model's too.
    init(
        descriptor: AdapterDescriptor, status: AuthorizationStatus, disk: [String: StoredValue] = [:],
        label: String? = nil, concurrentPresents: Int? = nil, holdRequests: Bool = false, holdAnswers: Bool = false,
        lateStatusReads: Bool = false, diskKind: DiskKind? = nil, seedsStamp: Bool = false
    ) {
        self.descriptor = descriptor
        let gate = concurrentPresents.map(CardGate.init(expected:))
        self.gate = gate
        let kind = diskKind ?? CheckScope.current.get()?.diskKind ?? .inMemory
        let seeded: DeviceDisk
        do {
            seeded = try DeviceDisk(kind, values: disk)
        } catch {
            // The in-memory disk takes any value.
            seeded = (try? DeviceDisk(.inMemory, values: disk)) ?? DeviceDisk()
        }
        let device = SimulatedDevice(status: status, disk: seeded)
        let heldRequests = holdRequests || holdAnswers ? HeldPermissionRequests(device.environment.permissions) : nil
        self.heldRequests = heldRequests
        let lateReads = lateStatusReads ? LateStatusReads(heldRequests ?? device.environment.permissions) : nil
        self.lateReads = lateReads
        let heldAnswers = holdAnswers ? heldRequests.map(HeldAnswers.init(requests:)) : nil
        self.heldAnswers = heldAnswers
        var model = BehaviourModel(profile: descriptor.profile, status: status, now: device.clock.now)
        if seedsStamp { model.seed(stamp: disk[model.policy.throttle.storageKey]?.stampDate) }
        let heldCards = HeldCards()
        let stampWrites = WriteLog()
        self.model = model
        self.heldCards = heldCards
        self.stampWrites = stampWrites
        session = DriverSession(
            descriptor: descriptor, device: device,
            prepare: Self.ports(
                storageKey: model.policy.throttle.storageKey, stampWrites: stampWrites, heldCards: heldCards,
                gate: gate, heldRequests: heldRequests, lateReads: lateReads, heldAnswers: heldAnswers))
        judge = StepJudge(profile: descriptor.profile)
        path = [label ?? "from \(status)"]
    }

    // A card held on screen by a killed process is let go only now, so that its task ends.
    deinit { heldCards.endOfScenario() }

    /// A device in `status`, with the adapter launched; the launch's failures go to `sink`.
    static func launched(
        _ descriptor: AdapterDescriptor, status: AuthorizationStatus,
        disk: [String: StoredValue] = [:], label: String? = nil, concurrentPresents: Int? = nil,
        holdRequests: Bool = false, into failures: inout [ConformanceFailure]
    ) async -> Harness {
        let harness = Harness(
            descriptor: descriptor, status: status, disk: disk, label: label,
            concurrentPresents: concurrentPresents, holdRequests: holdRequests)
        failures += await harness.perform(.launch)
        return harness
    }

    /// Performs `steps` in order, judging each.
    func perform(_ steps: [ScenarioStep]) async -> [ConformanceFailure] {
        var failures: [ConformanceFailure] = []
        for step in steps { failures += await perform(step) }
        return failures
    }

    /// Performs one step on the device and the model and judges it.
    func perform(_ step: ScenarioStep) async -> [ConformanceFailure] {
        CheckScope.current.get()?.enter((path + [step.description]).joined(separator: " › "))
        let before = model
        let stepStart = DeliveryOrder.next()
        let traceStart = device.trace.count
        let readsBefore = device.statusReads
        let readsHungBefore = device.statusReadsHang
        let stampBefore = storedStamp()
        let displayCountBefore = storedDisplayCount()
        var attempt: DriverAttempt?
        var resetRefused = false
        var disableRefused = false
        let expectation: Expectation
        switch step {
        case .launch:
            expectation = model.relaunch()
            await session.launch()
        case .relaunch:
            expectation = model.relaunch()
            await session.relaunch()
        case .relaunchWithCardUp:
            expectation = model.relaunchWithCardUp()
            if before.hasCard {
                await heldCards.holdNext()
                device.user = ScriptedUser(cardAnswers: [.dismiss], promptAnswers: [.dontAllow], inSettings: .leave)
                let driver = currentDriver()
                let held = heldCards
                // Left suspended at the card for good when one shows: its process is killed below.
                Task {
                    _ = await driver.presentPrimer()
                    await held.presentEnded()
                }
                await heldCards.waitForCardOrEnd()
            }
            await session.relaunch()
        case let .present(card, prompt, settings):
            expectation = model.present(card: card, prompt: prompt, inSettings: settings)
            device.user = ScriptedUser(cardAnswers: [card], promptAnswers: [prompt], inSettings: settings)
            attempt = await presentHoldingAnswers(expecting: expectation)
        case .foreground:
            expectation = model.returnToForeground()
            await device.returnToForeground()
        case .flipInSettings:
            expectation = model.flipInSettings()
            device.changeInSettings(to: BehaviourModel.flipped(device.status))
            await device.returnToForeground()
        case .resetThrottle:
            expectation = model.resetThrottle()
            resetRefused = await (currentDriver() as? any ThrottleResettingDriver)?.resetThrottle() != true
        case .disable:
            expectation = model.disable()
            disableRefused = await (currentDriver() as? any NotificationDisablingDriver)?.disableNotifications() != true
        case let .advance(seconds):
            expectation = model.advance(by: seconds)
            device.clock.advance(by: seconds)
        case let .inject(failure):
            expectation = model.inject(failure, true)
            failure.apply(to: device, true)
        case let .recover(failure):
            expectation = model.inject(failure, false)
            failure.apply(to: device, false)
        }
        // The killed process's reports are not taken (its driver may wait for the card it never gets).
        let reports = step == .relaunchWithCardUp ? [] : await takeReports()
        let trace = device.trace
        var observation = Observation(
            attempt: attempt, calls: Array(trace[min(traceStart, trace.count)...]),
            reports: reports, status: device.status, stampBefore: stampBefore,
            stampAfter: storedStamp())
        observation.stampAtOutcome = stampAtOutcome(in: reports, since: stepStart, before: stampBefore)
        observation.throttleKeyWritten = stampWrites.written(after: stepStart)
        (observation.displayCountBefore, observation.displayCountAfter) = (displayCountBefore, storedDisplayCount())
        observation.statusReads = device.statusReads - readsBefore
        observation.statusReadsHung = readsHungBefore || device.statusReadsHang
        lastObservation = (observation, stepStart)
        path.append(step.description)
        let at = path.joined(separator: " › ")
        var failures = judge.judge(
            step: step, expected: expectation, observed: observation, before: before, at: at)
        if disableRefused {
            failures.append(
                ConformanceFailure(
                    check: .statusReportsTrue, step: at,
                    got: "no NotificationDisablingDriver, or disableNotifications() → false",
                    want: "notifications turned off, because the profile declares the vendor's call "
                        + "(disableUnregisters)"))
        }
        if resetRefused {
            failures.append(
                ConformanceFailure(
                    check: .throttleHonoured, step: at, got: "no ThrottleResettingDriver, or resetThrottle() → false",
                    want: "the throttle forgotten, because the profile maps resetThrottle to the vendor's API"))
        } else if step == .resetThrottle, let left = observation.stampAfter {
            failures.append(
                ConformanceFailure(
                    check: .throttleHonoured, step: "\(at): throttle stamp on disk after the reset",
                    got: "stamp \(StepJudge.format(left))",
                    want: "no stamp, because the vendor's reset forgets the throttle (the card may show at once)"))
        }
        return failures
    }

    /// Presents the primer; with ``heldAnswers``, the card stays on screen and the system request open
    /// until what the judge looks at has happened: the card until the display is reported (when the
    /// profile declares the event and `expected` has it), the request until the tap is reported (and,
    /// with ``presentsWhilePromptOpen``, the second present has returned or shown what it should not).
    /// A correct adapter makes each of them while the harness holds, however late its hops run, so its
    /// verdict never depends on the scheduler; a report made only after the answer is let go at the
    /// ``FactWait/backstopTurns`` and judged late.
    private func presentHoldingAnswers(expecting expected: Expectation) async -> DriverAttempt {
        let driver = currentDriver()
        guard let held = heldAnswers else { return await driver.presentPrimer() }
        let returned = LockedValue(false)
        let presenting = Task {
            let attempt = await driver.presentPrimer()
            returned.withLock { $0 = true }
            return attempt
        }
        let requests = held.requests
        let hasReturned = { returned.withLock { $0 } }
        let traceStart = device.trace.count
        await FactWait.until { held.cardUp || requests.requestsMade > 0 || hasReturned() }
        var others: [Task<Void, Never>] = []
        if held.cardUp {
            await waitForReport(.displayed, expected: expected)
            if let anotherPrimer { others.append(await anotherPrimer.present(while: "the card is on screen")) }
            held.answerCard()
        }
        await FactWait.until { requests.requestsMade > 0 || hasReturned() }
        if requests.requestsMade > 0 {
            await waitForReport(.allowTapped, expected: expected)
            if presentsWhilePromptOpen { await presentWhilePromptOpen(driver, since: traceStart) }
            if let anotherPrimer { others.append(await anotherPrimer.present(while: "the system prompt is open")) }
        }
        // Anything still held (only ever at the backstop) goes now.
        held.answerCard()
        held.answerRequests()
        for other in others { await other.value }
        return await presenting.value
    }

    /// Waits until `event` is among the running process's reports, when the profile declares it and the
    /// step is expected to report it.
    private func waitForReport(_ event: PrimerEventName, expected: Expectation) async {
        guard judge.declaredEvents.contains(event), expected.events.contains(event) else { return }
        let session = session
        await FactWait.until { session.reportsSoFar?.contains { $0.event == event } == true }
    }

    /// From now on, every present holding answers also presents a second adapter's primer on this device
    /// while the card is up and while the request is open (``anotherPrimer`` records what it did).
    func presentAnotherPrimerWhileHeld() {
        anotherPrimer = AnotherPrimer(device: device)
    }

    /// Presents again while the system request is held, and answers the request once that present has
    /// returned (an adapter that decides at once suppresses it), shown a second card or asked again, or
    /// reported a suppression; records what happened until then in ``whilePromptOpen``. An adapter
    /// that queues the present behind the attempt (Rakuten's SDK works through one queue) does none of
    /// these while the request is held, however long: for it the request goes once nothing moves. What
    /// the present did only after the request was answered is not judged (``whilePromptOpen`` ends at
    /// the answer), so holding longer changes no verdict, and one decided late never fails a correct
    /// adapter.
    private func presentWhilePromptOpen(_ driver: any PrimerDriver, since traceStart: Int) async {
        guard let held = heldAnswers else { return }
        let device = device
        let session = session
        func cardsShown() -> Int { device.trace.filter { if case .cardShown = $0 { true } else { false } }.count }
        func suppressions() -> Int { session.reportsSoFar?.filter { $0.event == .suppressed }.count ?? 0 }
        let (cardsBefore, requestsBefore, suppressionsBefore) = (
            cardsShown(), held.requests.requestsMade, suppressions()
        )
        let returned = LockedValue<DriverAttempt?>(nil)
        let again = Task {
            let attempt = await driver.presentPrimer()
            returned.withLock { $0 = attempt }
        }
        await FactWait.until(
            {
                returned.withLock { $0 != nil } || held.requests.requestsMade > requestsBefore
                    || cardsShown() > cardsBefore || suppressions() > suppressionsBefore
            },
            orStill: {
                [device.trace.count, device.statusReads, held.requests.requestsMade, session.reportsSoFar?.count ?? 0]
            })
        let decided = returned.withLock { $0 }
        let calls = device.trace
        whilePromptOpen = Observation(
            attempt: decided, calls: Array(calls[min(traceStart, calls.count)...]), reports: [],
            status: device.status, stampBefore: nil, stampAfter: nil)
        held.answerRequests()
        await again.value
    }

    /// The stamp on disk when `report` was made during the last step (`nil` inside: no stamp), or `nil`
    /// when the report carries no moment.
    func stamp(whenReported report: AdapterReport) -> Date?? {
        guard let (_, start) = lastObservation, report.deliveredAt > 0 else { return nil }
        guard let written = stampWrites.lastWrite(after: start, before: report.deliveredAt) else {
            return .some(lastObservation?.observation.stampBefore)
        }
        return .some(written?.stampDate)
    }

    /// The canonical events that tell the app how an attempt ended.
    private static let outcomeEvents: Set<PrimerEventName> = [
        .laterTapped, .dismissed, .permissionGranted,
        .permissionDenied, .redirectedToSettings, .suppressed,
    ]

    /// The stamp on disk when the step's first outcome event was reported (reports made inside the
    /// adapter's callback carry that moment; others are not judged here).
    private func stampAtOutcome(in reports: [AdapterReport], since start: UInt64, before: Date?)
        -> (event: PrimerEventName, stamp: Date?)?
    {
        guard model.policy.throttle.oraclePeriod != nil,
            let report = reports.first(where: {
                $0.deliveredAt > start && $0.event.map(Self.outcomeEvents.contains) == true
            }),
            let event = report.event
        else { return nil }
        guard let written = stampWrites.lastWrite(after: start, before: report.deliveredAt) else {
            return (event, before)
        }
        return (event, written?.stampDate)
    }

    /// The ports the adapter gets: the device's, its throttle writes numbered, with cards held by the
    /// gate and requests held when there are.
    private static func ports(
        storageKey: String, stampWrites: WriteLog, heldCards: HeldCards, gate: CardGate?,
        heldRequests: HeldPermissionRequests?, lateReads: LateStatusReads?, heldAnswers: HeldAnswers?
    ) -> @Sendable (PlatformEnvironment) -> PlatformEnvironment {
        { deviceEnvironment in
            var environment = deviceEnvironment
            if let heldRequests { environment.permissions = heldRequests }
            if let lateReads { environment.permissions = lateReads }
            if let heldAnswers {
                environment.presenter = AnswerHoldingPresenter(held: heldAnswers, inner: environment.presenter)
            }
            environment.store = OrderedWriteStore(inner: environment.store, key: storageKey, log: stampWrites)
            environment.presenter = HoldingPresenter(held: heldCards, inner: environment.presenter)
            guard let gate else { return environment }
            return environment.with(presenter: GatedPresenter(gate: gate, inner: environment.presenter))
        }
    }

    /// Stops every driver this harness made (the scenario is over).
    func stop() async { await session.stop() }

    /// Runs several presents at once on the current driver (a double tap, two screens racing); the
    /// harness must have been created with `concurrentPresents: count` and `holdRequests: true`. The
    /// overlap is forced: the first card is held until every other present has returned or reached a card,
    /// and every system request until every present is accounted for (returned, joined the engine's
    /// accept in flight, or asked iOS), so an adapter without single-flight shows two cards or asks twice,
    /// and one that joins never has a present decide after the first attempt, whatever the scheduler does.
    func presentConcurrently(_ count: Int, card: CardAnswer, prompt: SystemPromptAnswer) async
        -> (attempts: [DriverAttempt], observation: Observation)
    {
        let step = "\(count) concurrent presents(\(card.rawValue), prompt \(prompt.rawValue))"
        CheckScope.current.get()?.enter((path + [step]).joined(separator: " › "))
        let traceStart = device.trace.count
        device.user = ScriptedUser(cardAnswers: [card], promptAnswers: [prompt], inSettings: .leave)
        let driver = currentDriver()
        let (gate, heldRequests) = (gate, heldRequests)
        let progress = LockedValue((started: 0, returned: 0))
        let engine = device.environment.engine
        let (joinsBefore, requestsBefore) = (engine.acceptsJoined, heldRequests?.requestsMade ?? 0)
        let accounted: @Sendable () -> Bool = {
            let joined = engine.acceptsJoined - joinsBefore
            let asked = (heldRequests?.requestsMade ?? 0) - requestsBefore
            return progress.withLock { $0.returned } + joined + asked >= count
        }
        let waitsInAdapter = descriptor.profile.concurrentCallsWaitInAdapter
        let attempts = await withTaskGroup(of: DriverAttempt?.self) { group in
            for _ in 0..<count {
                group.addTask {
                    progress.withLock { $0.started += 1 }
                    let attempt = await driver.presentPrimer()
                    progress.withLock { $0.returned += 1 }
                    await gate?.presentReturned()
                    return attempt
                }
            }
            group.addTask { [device] in
                while progress.withLock({ $0.started }) < count { await Task.yield() }
                if waitsInAdapter {
                    // The one quiet rule: a present queued or joined inside the adapter waits for what is
                    // held, so it is let through once nothing moves. Holding longer changes nothing for
                    // it; a present whose hop runs later than the rule waits decides after the first
                    // attempt instead of during it.
                    await FactWait.until(
                        accounted,
                        orStill: {
                            [
                                device.trace.count, device.statusReads, heldRequests?.requestsMade ?? 0,
                                progress.withLock { $0.returned },
                            ]
                        })
                } else {
                    await FactWait.until { accounted() }
                }
                await gate?.release()
                heldRequests?.letEveryRequestThrough()
                return nil
            }
            var attempts: [DriverAttempt] = []
            for await attempt in group { if let attempt { attempts.append(attempt) } }
            return attempts
        }
        let reports = await takeReports()
        path.append(step)
        return (
            attempts,
            Observation(
                attempt: nil, calls: Array(device.trace[traceStart...]), reports: reports,
                status: device.status, stampBefore: nil, stampAfter: nil)
        )
    }

    /// Shows the card once and taps accept, then `second`, on it (``PrimerDriver/presentPrimerTappingAccept(then:)``),
    /// or what the driver declared instead. The harness must hold requests: the system request is let
    /// through only once the driver has made both taps, so the second always lands while the first is in
    /// flight.
    func tapAccept(then second: CardAnswer, prompt: SystemPromptAnswer) async
        -> (answer: DoubleTap, attempts: [DriverAttempt], observation: Observation)
    {
        let step = "one card, accept then \(second.rawValue) (prompt \(prompt.rawValue))"
        CheckScope.current.get()?.enter((path + [step]).joined(separator: " › "))
        let traceStart = device.trace.count
        device.user = ScriptedUser(cardAnswers: [.accept], promptAnswers: [prompt], inSettings: .leave)
        let answer = await currentDriver().presentPrimerTappingAccept(then: second)
        heldRequests?.letEveryRequestThrough()
        var attempts: [DriverAttempt] = []
        if case let .tapped(first, other) = answer { attempts = [await first.value, await other.value] }
        let reports = await takeReports()
        path.append(step)
        return (
            answer, attempts,
            Observation(
                attempt: nil, calls: Array(device.trace[traceStart...]), reports: reports,
                status: device.status, stampBefore: nil, stampAfter: storedStamp())
        )
    }

    /// Accepts with the system request held; while the prompt is open the app returns to the foreground,
    /// and the status read that return makes is answered by the system at once (before the prompt's answer)
    /// but reaches the app only after the present has returned. The harness must have been made with
    /// `holdRequests: true` and `lateStatusReads: true`. Returns what the adapter reported once the late
    /// read was delivered (nothing is held for an adapter whose foreground reads nothing).
    func presentWithLateForegroundRead(prompt: SystemPromptAnswer) async -> [AdapterReport] {
        let step =
            "present(accept, prompt \(prompt.rawValue)) with a foreground while the prompt is open, its status read "
            + "delivered after the present returned"
        CheckScope.current.get()?.enter((path + [step]).joined(separator: " › "))
        guard let heldRequests, let lateReads else { preconditionFailure("made without held requests and late reads") }
        device.user = ScriptedUser(cardAnswers: [.accept], promptAnswers: [prompt], inSettings: .leave)
        let driver = currentDriver()
        let returned = LockedValue(false)
        let presenting = Task {
            let attempt = await driver.presentPrimer()
            returned.withLock { $0 = true }
            return attempt
        }
        await FactWait.until { heldRequests.requestsMade > 0 || returned.withLock { $0 } }
        var foreground: Task<Void, Never>?
        if heldRequests.requestsMade > 0 {
            lateReads.armNextRead()
            let device = device
            let foregroundEnded = LockedValue(false)
            foreground = Task {
                await device.returnToForeground()
                foregroundEnded.withLock { $0 = true }
            }
            await FactWait.until { lateReads.isHolding || foregroundEnded.withLock { $0 } }
        }
        // Nothing read on the foreground: no later read is held.
        if !lateReads.isHolding { lateReads.release() }
        heldRequests.letEveryRequestThrough()
        _ = await presenting.value
        _ = await takeReports()
        lateReads.release()
        await foreground?.value
        let late = await takeReports()
        path.append(step)
        return late
    }

    /// The current path, for failures found outside ``perform(_:)``.
    var location: String { path.joined(separator: " › ") }

    /// Everything the adapter reported since the last call, settled by the session's one rule.
    func takeReports() async -> [AdapterReport] { await session.settle() }

    /// The driver of the running process (a scenario starts with `.launch`).
    func currentDriver() -> any PrimerDriver { session.currentDriver() }

    /// The declared throttle stamp as the adapter stored it, if it reads as a finite number of seconds.
    func storedStamp() -> Date? {
        guard model.policy.throttle.oraclePeriod != nil else { return nil }
        return device.disk.finiteDouble(forKey: model.policy.throttle.storageKey).map(Date.init(timeIntervalSince1970:))
    }
}
