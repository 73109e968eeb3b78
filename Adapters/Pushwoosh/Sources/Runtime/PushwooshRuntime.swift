@_spi(AdapterAuthoring) import PrimerCore

/// The adapter's state in one app process over one `PlatformEnvironment`: the registration callback;
/// the `present` calls run on the environment's spawner (``waitUntilIdle()``). The primers run on the device's one `SoftAskEngine`, whose
/// card slot is the vendor's process-wide "a primer is on screen" flag, whatever each builder's policy.
///
/// An app has one per platform (`Pushwoosh.configure`'s, over `PrimerPlatform.environment`). A test
/// builds its own over a simulated device, and a relaunch is a new runtime over the same device.
public final class PushwooshRuntime: Sendable {
    private struct State {
        var registrationHandler: PWPushRegistrationHandler?
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

    /// Waits until every `present` call made so far (completion form included) has called back (the
    /// environment's spawner's work: other adapters' over the same environment too).
    public func waitUntilIdle() async {
        await environment.spawner.waitUntilIdle()
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
    /// queue orders them. The call's completion travels in the attempt's event sink.
    func beginAttempt(
        _ configuration: PWPushPrimerConfiguration, completion: PWPushPrimerCompletion?
    ) -> PresentCall {
        let answer = LockedValue(PresentCall.Answer(completion: completion))
        let softAsk = SoftAsk(policy: PWPushPrimerResolution(configuration).policy, environment: environment)
        let attempt = softAsk.beginAttempt { [weak self] event in
            if let early = PresentCall.earlyAnswer(to: event, answer) { early(.accepted) }
            self?.route(event)
        }
        return PresentCall(attempt: attempt, answer: answer)
    }

    /// One attempt: resolve, report configuration issues, run the card through the engine for its
    /// policy. `completion` gets the vendor outcome once: `.accepted` as soon as the user accepts outside
    /// the denied state (before the system answers, as the vendor reports it), anything else at the end.
    func present(_ configuration: PWPushPrimerConfiguration, _ call: PresentCall) async -> PWPushPrimerResult {
        let resolution = PWPushPrimerResolution(configuration)
        for issue in resolution.issues { environment.diagnostics(issue.diagnostic) }
        guard resolution.isPresentable else {
            let ended = await call.attempt.suppressForInvalidConfiguration().value
            call.finalAnswer()?(.suppressed)
            return PWPushPrimerResult(outcome: .suppressed, primerOutcome: ended, issues: resolution.issues)
        }
        let ended = await call.attempt.run(resolution.primerCard).value
        if case .suppressed(.alreadyOnScreen, _, _) = ended {
            environment.diagnostics(
                Diagnostic(
                    .warning, code: "pushwoosh.primer.alreadyOnScreen",
                    "Push primer already on screen, ignoring present call"))
        }
        let outcome = PWPushPrimerOutcome(ended)
        call.finalAnswer()?(outcome)
        return PWPushPrimerResult(outcome: outcome, primerOutcome: ended, issues: resolution.issues)
    }

    /// Passes a registration event on to the app's registration handler.
    private func route(_ event: PrimerEvent) {
        guard let registration = PWPushRegistrationEvent(event) else { return }
        let handler = state.withLock { $0.registrationHandler }
        handler?(registration)
    }
}

/// A `present` call between its start and its outcome: its engine attempt, and its completion, which
/// the attempt's events reach in the attempt's own sink.
struct PresentCall: Sendable {
    struct Answer {
        var completion: PWPushPrimerCompletion?
        var shownStatus: AuthorizationStatus?
        var answered = false
    }

    let attempt: PrimerAttempt
    let answer: LockedValue<Answer>

    /// The completion to call with the outcome at the end, unless it was already called (the vendor
    /// reports an accept early); no event calls it afterwards.
    func finalAnswer() -> PWPushPrimerCompletion? {
        answer.withLock { answer in
            defer { answer.answered = true }
            return answer.answered ? nil : answer.completion
        }
    }

    /// The completion to call with `.accepted` now, when `event` is the accept of a card shown outside
    /// the denied state; records the show status otherwise.
    static func earlyAnswer(to event: PrimerEvent, _ answer: LockedValue<Answer>) -> PWPushPrimerCompletion? {
        answer.withLock { answer -> PWPushPrimerCompletion? in
            switch event.kind {
            case let .displayed(status):
                answer.shownStatus = status
                return nil
            case .allowTapped where answer.shownStatus != .denied && !answer.answered:
                answer.answered = true
                return answer.completion
            default:
                return nil
            }
        }
    }
}
