import PrimerCore

/// What ``PWPushPrimerBuilder/presentAsync(_:)`` returns: the vendor's outcome plus the final answer the
/// vendor's completion does not carry.
public struct PWPushPrimerResult: Sendable, Hashable, CustomStringConvertible {
    /// The vendor's outcome, exactly what the completion of `present` receives.
    public var outcome: PWPushPrimerOutcome
    /// The core engine's complete account of the attempt (result, statuses, registration, suppression
    /// reason).
    public var attempt: PrimerOutcome
    /// Configuration problems found for this call (blocking ones explain a `.suppressed`).
    public var issues: [PWPushPrimerIssue]

    public init(outcome: PWPushPrimerOutcome, attempt: PrimerOutcome, issues: [PWPushPrimerIssue] = []) {
        self.outcome = outcome
        self.attempt = attempt
        self.issues = issues
    }

    /// The authorization status when the attempt ended: after `.accepted`, the user's real answer to
    /// the system prompt.
    public var finalStatus: AuthorizationStatus { attempt.endStatus }

    /// Whether notifications can be delivered when the attempt ended.
    public var allowsDelivery: Bool { attempt.allowsDelivery }

    /// The remote registration made after an accept, if any.
    public var registration: RegistrationResult? { attempt.registration }

    /// `.accepted → authorized`, with the engine's account.
    public var description: String { "\(outcome) → \(finalStatus) [\(attempt)]" }
}

extension PWPushPrimerOutcome {
    /// The vendor outcome for an engine outcome. An accept that could not open Settings stays
    /// `.redirectedToSettings`, as the vendor reports it; the engine's account keeps the failure.
    init(_ attempt: PrimerOutcome) {
        switch attempt.result {
        case .suppressed: self = .suppressed
        case .later, .dismissed: self = .declined
        case .redirectedToSettings: self = .redirectedToSettings
        case .denied where attempt.startStatus == .denied && !attempt.requested: self = .redirectedToSettings
        case .granted, .denied, .failed: self = .accepted
        }
    }
}
