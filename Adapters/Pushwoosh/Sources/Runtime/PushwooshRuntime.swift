import PrimerCore

/// The adapter's state in one app process over one `PlatformEnvironment`: the registration callback
/// and the `present` calls still running. The primers run on the device's one `SoftAskEngine`, whose
/// card slot is the vendor's process-wide "a primer is on screen" flag, whatever each builder's policy.
///
/// An app has one (``Pushwoosh/runtime``). A test builds its own over a simulated device, and a
/// relaunch is a new runtime over the same device.
public final class PushwooshRuntime: Sendable {
    /// A `present` call between its start and its outcome.
    private struct Attempt {
        var completion: PWPushPrimerCompletion?
        var turn: PresentTurn
        var shownStatus: AuthorizationStatus?
        var answered = false
    }

    private struct State {
        var attempts: [String: Attempt] = [:]
        var nextAttemptID = 0
        var registrationHandler: PWPushRegistrationHandler?
        var running: [Int: Task<Void, Never>] = [:]
        var nextTaskID = 0
        var lastTurn: PresentTurn?
    }

    /// The ports every primer of this runtime uses.
    public let environment: PlatformEnvironment
    private let state = LockedValue(State())

    /// Creates a runtime over `environment`.
    public init(environment: PlatformEnvironment) {
        self.environment = environment
    }

    /// The configuration entry point over this runtime (what `Pushwoosh.configure` returns).
    public var configure: PushwooshConfig { PushwooshConfig(runtime: self) }

    /// Waits until every `present` call made so far (completion form included) has called back.
    public func waitUntilIdle() async {
        while let task = state.withLock({ $0.running.values.first }) {
            await task.value
        }
    }

    // MARK: Internals

    func setRegistrationHandler(_ handler: PWPushRegistrationHandler?) {
        state.withLock { $0.registrationHandler = handler }
    }

    /// Takes the next place in line; call it synchronously where `present` is called.
    func takeTurn() -> PresentTurn {
        state.withLock { state in
            let turn = PresentTurn(after: state.lastTurn)
            state.lastTurn = turn
            return turn
        }
    }

    /// Runs `operation` as a tracked task, so ``waitUntilIdle()`` can wait for it.
    func track(_ operation: @escaping @Sendable () async -> Void) {
        state.withLock { state in
            state.nextTaskID += 1
            let id = state.nextTaskID
            state.running[id] = Task { [weak self] in
                await operation()
                _ = self?.state.withLock { $0.running.removeValue(forKey: id) }
            }
        }
    }

    /// One attempt: resolve, report configuration issues, run the card through the engine for its
    /// policy. `completion` gets the vendor outcome once: `.accepted` as soon as the user accepts outside
    /// the denied state (before the system answers, as the vendor reports it), anything else at the end.
    func present(_ configuration: PWPushPrimerConfiguration, turn: PresentTurn,
                 completion: PWPushPrimerCompletion?) async -> PWPushPrimerResult {
        // Whatever happens below, the next call gets its turn (usually earlier: when the card shows).
        defer { turn.markDecided() }
        await turn.waitForPrevious()
        let resolution = PWPushPrimerResolution(configuration)
        for issue in resolution.issues { environment.diagnostics(issue.diagnostic) }
        let softAsk = softAsk(resolution.policy)
        guard resolution.isPresentable else {
            let status = await softAsk.currentStatus()
            completion?(.suppressed)
            return PWPushPrimerResult(outcome: .suppressed, attempt: PrimerOutcomeFactory.blocked(status: status),
                                      issues: resolution.issues)
        }
        // Each attempt's card carries its own tag, so the engine's events find their `present` call.
        let tag = state.withLock { state in
            state.nextAttemptID += 1
            let tag = "pushwoosh.primer.\(state.nextAttemptID)"
            state.attempts[tag] = Attempt(completion: completion, turn: turn)
            return tag
        }
        var card = resolution.primerCard
        card.campaignId = tag
        let attempt = await softAsk.run(card)
        if attempt.suppression == .alreadyOnScreen {
            environment.diagnostics(Diagnostic(.warning, code: "pushwoosh.primer.alreadyOnScreen",
                                               "Push primer already on screen, ignoring present call"))
        }
        let outcome = PWPushPrimerOutcome(attempt)
        let pending = state.withLock { $0.attempts.removeValue(forKey: tag) }
        if let pending, !pending.answered { pending.completion?(outcome) }
        return PWPushPrimerResult(outcome: outcome, attempt: attempt, issues: resolution.issues)
    }

    private func softAsk(_ policy: PrimerPolicy) -> SoftAsk {
        SoftAsk(policy: policy, environment: environment) { [weak self] event in self?.route(event) }
    }

    private func route(_ event: PrimerEvent) {
        if let tag = event.campaignId, let early = earlyAnswer(to: event, tag: tag) {
            early(.accepted)
        }
        guard let registration = PWPushRegistrationEvent(event) else { return }
        let handler = state.withLock { $0.registrationHandler }
        handler?(registration)
    }

    /// The completion to call with `.accepted` now, when `event` is the accept of a card shown outside
    /// the denied state; records the show status otherwise.
    private func earlyAnswer(to event: PrimerEvent, tag: String) -> PWPushPrimerCompletion? {
        state.withLock { state -> PWPushPrimerCompletion? in
            guard var attempt = state.attempts[tag] else { return nil }
            defer { state.attempts[tag] = attempt }
            switch event.name {
            case .displayed:
                attempt.shownStatus = event.status
                attempt.turn.markDecided()
                return nil
            case .allowTapped where attempt.shownStatus != .denied && !attempt.answered:
                attempt.answered = true
                return attempt.completion
            default:
                return nil
            }
        }
    }
}
