import PrimerCore

/// What ``PWPushPrimerBuilder/presentAsync(_:)`` returns: the vendor's outcome plus the final answer the
/// vendor's completion does not carry.
public struct PWPushPrimerResult: Sendable, Hashable, CustomStringConvertible {
    /// The vendor's outcome, exactly what the completion of `present` receives.
    public var outcome: PWPushPrimerOutcome
    /// The core's complete account of the attempt (result, statuses, registration, suppression
    /// reason).
    public var primerOutcome: PrimerOutcome
    /// Configuration problems found for this call (blocking ones explain a `.suppressed`).
    public var issues: [PWPushPrimerIssue]

    public init(outcome: PWPushPrimerOutcome, primerOutcome: PrimerOutcome, issues: [PWPushPrimerIssue] = []) {
        self.outcome = outcome
        self.primerOutcome = primerOutcome
        self.issues = issues
    }

    /// The authorization status when the attempt ended: after `.accepted`, the user's real answer to
    /// the system prompt.
    public var finalStatus: AuthorizationStatus { primerOutcome.endStatus }

    /// Whether notifications can be delivered when the attempt ended.
    public var allowsDelivery: Bool { primerOutcome.allowsDelivery }

    /// The remote registration made after an accept, if any.
    public var registration: RegistrationResult? { primerOutcome.registration }

    /// `.accepted → authorized`, with the engine's account.
    public var description: String { "\(outcome) → \(finalStatus) [\(primerOutcome)]" }
}

extension PWPushPrimerOutcome {
    /// The vendor outcome for an engine outcome. An accept that could not open Settings stays
    /// `.redirectedToSettings`, as the vendor reports it; the engine's account keeps the failure.
    init(_ primerOutcome: PrimerOutcome) {
        switch primerOutcome {
        case .suppressed: self = .suppressed
        case .later, .dismissed: self = .declined
        case .redirectedToSettings: self = .redirectedToSettings
        case .denied(start: .denied, end: _, requested: false, registration: _, failure: _, campaignId: _):
            self = .redirectedToSettings
        case .granted, .denied, .failed: self = .accepted
        }
    }
}
