import Foundation
import PrimerCore
import PrimerSimulator

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
    /// The path so far, for failure messages.
    private(set) var path: [String]
    /// Holds a card on screen for ``ScenarioStep/relaunchWithCardUp``.
    private let heldCards: HeldCards
    /// The writes to the declared throttle key, numbered as they land.
    private let stampWrites: WriteLog

    /// A device in `status` whose disk holds `disk` (the adapter is not launched yet).
    init(
        descriptor: AdapterDescriptor, status: AuthorizationStatus, disk: [String: StoredValue] = [:],
        label: String? = nil, concurrentPresents: Int? = nil
    ) {
        self.descriptor = descriptor
        let gate = concurrentPresents.map(CardGate.init(expected:))
        self.gate = gate
        let device = SimulatedDevice(status: status, disk: InMemoryStore(disk))
        let model = BehaviourModel(profile: descriptor.profile, status: status, now: device.clock.now)
        let heldCards = HeldCards()
        let stampWrites = WriteLog()
        self.model = model
        self.heldCards = heldCards
        self.stampWrites = stampWrites
        session = DriverSession(
            descriptor: descriptor, device: device,
            prepare: Self.ports(
                storageKey: model.policy.throttle.storageKey, stampWrites: stampWrites, heldCards: heldCards,
                gate: gate))
        judge = StepJudge(profile: descriptor.profile)
        path = [label ?? "from \(status)"]
    }

    // A card held on screen by a killed process is let go only now, so that its task ends.
    deinit { heldCards.endOfScenario() }

    /// A device in `status`, with the adapter launched; the launch's failures go to `sink`.
    static func launched(
        _ descriptor: AdapterDescriptor, status: AuthorizationStatus,
        disk: [String: StoredValue] = [:], label: String? = nil, concurrentPresents: Int? = nil,
        into failures: inout [ConformanceFailure]
    ) async -> Harness {
        let harness = Harness(
            descriptor: descriptor, status: status, disk: disk, label: label,
            concurrentPresents: concurrentPresents)
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
        let stampBefore = storedStamp()
        var attempt: DriverAttempt?
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
            attempt = await currentDriver().presentPrimer()
        case .foreground:
            expectation = model.returnToForeground()
            await device.returnToForeground()
        case .flipInSettings:
            expectation = model.flipInSettings()
            device.changeInSettings(to: BehaviourModel.flipped(device.status))
            await device.returnToForeground()
        case let .advance(seconds):
            expectation = model.advance(by: seconds)
            device.clock.advance(by: seconds)
        }
        // The killed process's reports are not taken (its driver may wait for the card it never gets).
        let reports = step == .relaunchWithCardUp ? [] : await takeReports()
        let trace = device.trace
        var observation = Observation(
            attempt: attempt, calls: Array(trace[min(traceStart, trace.count)...]),
            reports: reports, status: device.status, stampBefore: stampBefore,
            stampAfter: storedStamp())
        observation.stampAtOutcome = stampAtOutcome(in: reports, since: stepStart, before: stampBefore)
        path.append(step.description)
        return judge.judge(
            step: step, expected: expectation, observed: observation, before: before,
            at: path.joined(separator: " › "))
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
    /// gate when there is one.
    private static func ports(
        storageKey: String, stampWrites: WriteLog, heldCards: HeldCards, gate: CardGate?
    ) -> @Sendable (PlatformEnvironment) -> PlatformEnvironment {
        { deviceEnvironment in
            var environment = deviceEnvironment
            environment.store = OrderedWriteStore(inner: environment.store, key: storageKey, log: stampWrites)
            environment.presenter = HoldingPresenter(held: heldCards, inner: environment.presenter)
            guard let gate else { return environment }
            return environment.with(presenter: GatedPresenter(gate: gate, inner: environment.presenter))
        }
    }

    /// Stops every driver this harness made (the scenario is over).
    func stop() async { await session.stop() }

    /// Runs several presents at once on the current driver (a double tap, two screens racing); the
    /// harness must have been created with `concurrentPresents: count` so that they overlap.
    func presentConcurrently(_ count: Int, card: CardAnswer, prompt: SystemPromptAnswer) async
        -> (attempts: [DriverAttempt], observation: Observation)
    {
        CheckScope.current.get()?.enter(
            (path + ["\(count) concurrent presents(\(card.rawValue), prompt \(prompt.rawValue))"]).joined(
                separator: " › "))
        let traceStart = device.trace.count
        device.user = ScriptedUser(cardAnswers: [card], promptAnswers: [prompt], inSettings: .leave)
        let driver = currentDriver()
        let gate = gate
        let attempts = await withTaskGroup(of: DriverAttempt?.self) { group in
            for _ in 0..<count {
                group.addTask {
                    let attempt = await driver.presentPrimer()
                    await gate?.presentReturned()
                    return attempt
                }
            }
            // Presents that wait on each other rather than on a card are let through after a while.
            group.addTask {
                for _ in 0..<2_000 { await Task.yield() }
                await gate?.release()
                return nil
            }
            var attempts: [DriverAttempt] = []
            for await attempt in group { if let attempt { attempts.append(attempt) } }
            return attempts
        }
        let reports = await takeReports()
        path.append("\(count) concurrent presents(\(card.rawValue), prompt \(prompt.rawValue))")
        return (
            attempts,
            Observation(
                attempt: nil, calls: Array(device.trace[traceStart...]), reports: reports,
                status: device.status, stampBefore: nil, stampAfter: nil)
        )
    }

    /// Shows the card once and taps accept twice at once (``PrimerDriver/presentPrimerTappingAcceptTwice()``),
    /// or what the driver declared instead.
    func doubleTapAccept(prompt: SystemPromptAnswer) async -> (answer: DoubleTap, observation: Observation) {
        CheckScope.current.get()?.enter(
            (path + ["one card, accept tapped twice (prompt \(prompt.rawValue))"]).joined(separator: " › "))
        let traceStart = device.trace.count
        device.user = ScriptedUser(cardAnswers: [.accept], promptAnswers: [prompt], inSettings: .leave)
        let answer = await currentDriver().presentPrimerTappingAcceptTwice()
        let reports = await takeReports()
        path.append("one card, accept tapped twice (prompt \(prompt.rawValue))")
        return (
            answer,
            Observation(
                attempt: nil, calls: Array(device.trace[traceStart...]), reports: reports,
                status: device.status, stampBefore: nil, stampAfter: nil)
        )
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
