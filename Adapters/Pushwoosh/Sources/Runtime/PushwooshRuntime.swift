@_spi(AdapterAuthoring) import PrimerCore

/// The adapter's state in one app process over one `PlatformEnvironment`: the registration callback
/// and the `present` calls still running. The primers run on the device's one `SoftAskEngine`, whose
/// card slot is the vendor's process-wide "a primer is on screen" flag, whatever each builder's policy.
///
/// An app has one (``Pushwoosh/runtime``). A test builds its own over a simulated device, and a
/// relaunch is a new runtime over the same device.
public final class PushwooshRuntime: Sendable {
    /// A `present` call between its start and its outcome, found by its engine attempt's id.
    private struct PendingPresent {
        var completion: PWPushPrimerCompletion?
        var shownStatus: AuthorizationStatus?
        var answered = false
    }

    private struct State {
        var presents: [PrimerAttemptID: PendingPresent] = [:]
        var registrationHandler: PWPushRegistrationHandler?
        var running: [Int: Task<Void, Never>] = [:]
        var nextTaskID = 0
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
        // The app's handler replaced is released after the unlock.
        state.withLockReleasingAfterUnlock { state in
            defer { state.registrationHandler = handler }
            return state.registrationHandler
        }
    }

    /// The engine attempt of a `present` call; call it synchronously where `present` is called, so that
    /// of two calls the first decides first and the second sees its card on screen, as the vendor's main
    /// queue orders them.
    func beginAttempt(_ configuration: PWPushPrimerConfiguration) -> PrimerAttempt {
        softAsk(PWPushPrimerResolution(configuration).policy).beginAttempt()
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
    func present(
        _ configuration: PWPushPrimerConfiguration, attempt: PrimerAttempt,
        completion: PWPushPrimerCompletion?
    ) async -> PWPushPrimerResult {
        let resolution = PWPushPrimerResolution(configuration)
        guard resolution.isPresentable else {
            for issue in resolution.issues { environment.diagnostics(issue.diagnostic) }
            let ended = await attempt.suppressForInvalidConfiguration().value
            completion?(.suppressed)
            return PWPushPrimerResult(outcome: .suppressed, primerOutcome: ended, issues: resolution.issues)
        }
        for issue in resolution.issues { environment.diagnostics(issue.diagnostic) }
        state.withLock { $0.presents[attempt.id] = PendingPresent(completion: completion) }
        let ended = await attempt.run(resolution.primerCard).value
        if case .suppressed(.alreadyOnScreen, _, _) = ended {
            environment.diagnostics(
                Diagnostic(
                    .warning, code: "pushwoosh.primer.alreadyOnScreen",
                    "Push primer already on screen, ignoring present call"))
        }
        let outcome = PWPushPrimerOutcome(ended)
        let pending = state.withLock { $0.presents.removeValue(forKey: attempt.id) }
        if let pending, !pending.answered { pending.completion?(outcome) }
        return PWPushPrimerResult(outcome: outcome, primerOutcome: ended, issues: resolution.issues)
    }

    private func softAsk(_ policy: PrimerPolicy) -> SoftAsk {
        SoftAsk(policy: policy, environment: environment) { [weak self] event in self?.route(event) }
    }

    private func route(_ event: PrimerEvent) {
        if let id = event.attempt, let early = earlyAnswer(to: event, attempt: id) {
            early(.accepted)
        }
        guard let registration = PWPushRegistrationEvent(event) else { return }
        let handler = state.withLock { $0.registrationHandler }
        handler?(registration)
    }

    /// The completion to call with `.accepted` now, when `event` is the accept of a card shown outside
    /// the denied state; records the show status otherwise.
    private func earlyAnswer(to event: PrimerEvent, attempt id: PrimerAttemptID) -> PWPushPrimerCompletion? {
        state.withLock { state -> PWPushPrimerCompletion? in
            guard var present = state.presents[id] else { return nil }
            defer { state.presents[id] = present }
            switch event.kind {
            case let .displayed(status):
                present.shownStatus = status
                return nil
            case .allowTapped where present.shownStatus != .denied && !present.answered:
                present.answered = true
                return present.completion
            default:
                return nil
            }
        }
    }
}
