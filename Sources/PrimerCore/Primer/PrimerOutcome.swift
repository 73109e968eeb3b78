/// The complete result of one primer attempt: one value per attempt, reported once. Each case carries
/// what is meaningful for it (a suppression its reason, a failed request its error); what every attempt
/// has is read with ``result``, ``campaignId``, ``startStatus``, ``endStatus`` and ``requested``.
public enum PrimerOutcome: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The card was not shown, and why; `status` is the status the decision was made at. Nothing was
    /// requested.
    case suppressed(SuppressionReason, status: AuthorizationStatus, campaignId: String?)
    /// The user chose "later" on the card shown at `status`.
    case later(status: AuthorizationStatus, campaignId: String?)
    /// The user dismissed the card shown at `status`.
    case dismissed(status: AuthorizationStatus, campaignId: String?)
    /// Notifications are allowed at the end of the attempt: `requested` when the system request was
    /// sent; `registration` when the policy registered.
    case granted(
        start: AuthorizationStatus, end: AuthorizationStatus, requested: Bool,
        registration: RegistrationResult?, campaignId: String?)
    /// Notifications are not allowed at the end of the attempt: `requested` when the system request was
    /// sent; `registration` when the policy registered anyway; `failure` is
    /// ``PrimerFailure/settingsUnavailable`` when a denied user was to be sent to the Settings app and it
    /// could not be opened.
    case denied(
        start: AuthorizationStatus, end: AuthorizationStatus, requested: Bool,
        registration: RegistrationResult?, failure: PrimerFailure?, campaignId: String?)
    /// A denied user was sent to the Settings app (`status`: denied); `requested` when the policy also
    /// sent the request (`DeniedHandling.openSettingsAndRequest`). The status is read again on return.
    case redirectedToSettings(status: AuthorizationStatus, requested: Bool, campaignId: String?)
    /// The system request threw instead of answering (``PrimerFailure/authorizationRequestFailed(_:)``);
    /// nothing was registered.
    case failed(PrimerFailure, start: AuthorizationStatus, end: AuthorizationStatus, campaignId: String?)

    /// How the attempt ended, without the case's data.
    public var result: PrimerResult {
        switch self {
        case .suppressed: .suppressed
        case .later: .later
        case .dismissed: .dismissed
        case .granted: .granted
        case .denied: .denied
        case .redirectedToSettings: .redirectedToSettings
        case .failed: .failed
        }
    }

    /// The campaign of the card, if any.
    public var campaignId: String? {
        switch self {
        case let .suppressed(_, _, campaignId), let .later(_, campaignId), let .dismissed(_, campaignId),
            let .granted(_, _, _, _, campaignId), let .denied(_, _, _, _, _, campaignId),
            let .redirectedToSettings(_, _, campaignId), let .failed(_, _, _, campaignId):
            campaignId
        }
    }

    /// The status when the attempt started.
    public var startStatus: AuthorizationStatus {
        switch self {
        case let .suppressed(_, status, _), let .later(status, _), let .dismissed(status, _),
            let .redirectedToSettings(status, _, _):
            status
        case let .granted(start, _, _, _, _), let .denied(start, _, _, _, _, _), let .failed(_, start, _, _):
            start
        }
    }

    /// The status when the attempt ended.
    public var endStatus: AuthorizationStatus {
        switch self {
        case let .suppressed(_, status, _), let .later(status, _), let .dismissed(status, _),
            let .redirectedToSettings(status, _, _):
            status
        case let .granted(_, end, _, _, _), let .denied(_, end, _, _, _, _), let .failed(_, _, end, _):
            end
        }
    }

    /// Whether the engine sent the system request.
    public var requested: Bool {
        switch self {
        case .suppressed, .later, .dismissed: false
        case let .granted(_, _, requested, _, _), let .denied(_, _, requested, _, _, _),
            let .redirectedToSettings(_, requested, _):
            requested
        case .failed: true
        }
    }

    /// Why the card was not shown, for ``suppressed(_:status:campaignId:)``; `nil` when it was shown.
    public var suppression: SuppressionReason? {
        if case let .suppressed(reason, _, _) = self { return reason }
        return nil
    }

    /// The remote registration made during the attempt, if the policy registered (only after a
    /// ``granted(start:end:requested:registration:campaignId:)`` or
    /// ``denied(start:end:requested:registration:failure:campaignId:)``).
    public var registration: RegistrationResult? {
        switch self {
        case let .granted(_, _, _, registration, _), let .denied(_, _, _, registration, _, _): registration
        case .suppressed, .later, .dismissed, .redirectedToSettings, .failed: nil
        }
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
