/// One canonical primer event: what happened (``kind``, which carries exactly what that event means) and
/// the campaign whose card it concerns.
public struct PrimerEvent: Sendable, Hashable, Codable, CustomStringConvertible {
    /// What happened, with its own data: a suppression carries its reason, a registration its token, a
    /// failure its typed cause, and nothing carries what it does not mean.
    public var kind: Kind
    /// The campaign the card belonged to, when there was one.
    public var campaignId: String?
    /// The attempt that caused it, when it was made through a `PrimerAttempt`.
    @_spi(AdapterAuthoring) public var attempt: PrimerAttemptID?

    /// An event of `kind` for `campaignId`, caused by `attempt`.
    @_spi(AdapterAuthoring) public init(_ kind: Kind, campaignId: String? = nil, attempt: PrimerAttemptID? = nil) {
        self.kind = kind
        self.campaignId = campaignId
        self.attempt = attempt
    }

    /// Each canonical event with the data it carries. The statuses are the ones the event reports: the
    /// status the card was shown or suppressed at, the status an answer left, or the status read again.
    public enum Kind: Sendable, Hashable, Codable {
        /// The card was shown.
        case displayed(status: AuthorizationStatus)
        /// The card was not shown, and why.
        case suppressed(reason: SuppressionReason, status: AuthorizationStatus)
        /// The user accepted the card; the system request (or the Settings redirect) follows.
        case allowTapped
        /// The user chose "later" on the card.
        case laterTapped(status: AuthorizationStatus)
        /// The card was dismissed without a choice.
        case dismissed(status: AuthorizationStatus)
        /// The attempt ended with notifications allowed.
        case permissionGranted(status: AuthorizationStatus)
        /// The attempt ended with notifications not allowed; `failure` when the system gave no answer
        /// (the request threw, or the Settings app could not be opened).
        case permissionDenied(status: AuthorizationStatus, failure: PrimerFailure?)
        /// A denied user accepted and was sent to the Settings app.
        case redirectedToSettings(status: AuthorizationStatus)
        /// The app came back to the foreground after a Settings redirect; the status was read again.
        case settingsReturned(status: AuthorizationStatus)
        /// Remote registration delivered a device token (lower-case hex).
        case registered(token: String)
        /// Remote registration failed.
        case registrationFailed(ThrownError)

        /// The event's canonical name.
        public var name: PrimerEventName {
            switch self {
            case .displayed: .displayed
            case .suppressed: .suppressed
            case .allowTapped: .allowTapped
            case .laterTapped: .laterTapped
            case .dismissed: .dismissed
            case .permissionGranted: .permissionGranted
            case .permissionDenied: .permissionDenied
            case .redirectedToSettings: .redirectedToSettings
            case .settingsReturned: .settingsReturned
            case .registered: .registered
            case .registrationFailed: .registrationFailed
            }
        }

        /// The authorization status the event reports; `nil` for the events that report none (a tap on
        /// Allow, and the registration results).
        public var status: AuthorizationStatus? {
            switch self {
            case let .displayed(status), let .suppressed(_, status), let .laterTapped(status),
                let .dismissed(status), let .permissionGranted(status), let .permissionDenied(status, _),
                let .redirectedToSettings(status), let .settingsReturned(status):
                status
            case .allowTapped, .registered, .registrationFailed:
                nil
            }
        }
    }

    /// The event's canonical name.
    public var name: PrimerEventName { kind.name }

    /// The authorization status the event reports, for the events that report one (``Kind/status``).
    public var status: AuthorizationStatus? { kind.status }

    /// The properties as analytics-friendly strings, keyed by camel-case names: `campaignId`, `status`,
    /// and per event `reason` (suppressed), `token` (registered) or `error` (registration failed, or a
    /// denial the system gave no answer for); absent values are left out.
    public var properties: [String: String] {
        var result: [String: String] = [:]
        if let campaignId { result["campaignId"] = campaignId }
        if let status { result["status"] = status.description }
        switch kind {
        case let .suppressed(reason, _): result["reason"] = reason.rawValue
        case let .registered(token): result["token"] = token
        case let .registrationFailed(failure): result["error"] = failure.reason
        case let .permissionDenied(_, failure?): result["error"] = failure.reason
        default: break
        }
        return result
    }

    /// `name` followed by the sorted properties, for logs and test messages.
    public var description: String {
        let props = properties.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
        return props.isEmpty ? name.rawValue : "\(name.rawValue)(\(props.joined(separator: ", ")))"
    }
}
