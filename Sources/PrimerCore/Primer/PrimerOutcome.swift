/// How one primer attempt ended.
public enum PrimerResult: String, Sendable, Hashable, Codable, CaseIterable {
    /// The card was not shown (``PrimerOutcome/suppression`` says why).
    case suppressed
    /// The user chose "later".
    case later
    /// The user dismissed the card.
    case dismissed
    /// Notifications are allowed at the end of the attempt.
    case granted
    /// Notifications are not allowed at the end of the attempt.
    case denied
    /// A denied user was sent to the Settings app.
    case redirectedToSettings
    /// The system request failed with an error (``PrimerOutcome/failure``).
    case failed
}

/// What happened with remote registration during an attempt.
public enum RegistrationResult: Sendable, Hashable, Codable {
    /// A device token arrived (lower-case hex).
    case registered(token: String)
    /// Registration failed.
    case failed(RegistrationFailure)
}

/// The complete result of one primer attempt: one value per attempt, reported once.
public struct PrimerOutcome: Sendable, Hashable, Codable, CustomStringConvertible {
    /// How the attempt ended.
    public var result: PrimerResult
    /// Why the card was suppressed, for ``PrimerResult/suppressed``.
    public var suppression: SuppressionReason?
    /// The campaign of the card, if any.
    public var campaignId: String?
    /// The status when the attempt started.
    public var startStatus: AuthorizationStatus
    /// The status when the attempt ended.
    public var endStatus: AuthorizationStatus
    /// Whether the engine sent the system request.
    public var requested: Bool
    /// Remote registration during the attempt, if the policy registered.
    public var registration: RegistrationResult?
    /// Why the system gave no answer: the request threw (``PrimerResult/failed``), or Settings could not
    /// be opened for a denied user (``PrimerResult/denied``).
    public var failure: PrimerFailure?

    /// Creates an outcome.
    public init(
        result: PrimerResult, suppression: SuppressionReason? = nil, campaignId: String? = nil,
        startStatus: AuthorizationStatus, endStatus: AuthorizationStatus, requested: Bool = false,
        registration: RegistrationResult? = nil, failure: PrimerFailure? = nil
    ) {
        self.result = result
        self.suppression = suppression
        self.campaignId = campaignId
        self.startStatus = startStatus
        self.endStatus = endStatus
        self.requested = requested
        self.registration = registration
        self.failure = failure
    }

    /// Whether notifications can be delivered at the end of the attempt.
    public var allowsDelivery: Bool { endStatus.allowsDelivery }

    /// `result (start → end)` plus the suppression reason, for logs and test messages.
    public var description: String {
        var text = "\(result.rawValue) (\(startStatus) → \(endStatus))"
        if let suppression { text += " reason=\(suppression.rawValue)" }
        if requested { text += " requested" }
        return text
    }
}

/// What `SoftAskEngine/decide()` concluded.
public enum PrimerDecision: Sendable, Hashable {
    /// The card may be shown to a user in `status`.
    case show(status: AuthorizationStatus)
    /// The card must not be shown.
    case suppress(SuppressionReason, status: AuthorizationStatus)

    /// Whether the card may be shown.
    public var shows: Bool {
        if case .show = self { return true }
        return false
    }
}
