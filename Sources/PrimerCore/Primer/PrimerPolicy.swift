/// The rules a vendor applies around the one system prompt, as data. The engine reads nothing else,
/// so two adapters with equal policies behave identically, and a behaviour profile can print it.
public struct PrimerPolicy: Sendable, Hashable, Codable {
    /// What to do for a provisional user.
    @_spi(AdapterAuthoring) public var provisional: ProvisionalHandling
    /// What to do for an App Clip's ephemeral authorization.
    @_spi(AdapterAuthoring) public var ephemeral: EphemeralHandling
    /// What to do for a denied user.
    @_spi(AdapterAuthoring) public var denied: DeniedHandling
    /// How often the card may be shown.
    @_spi(AdapterAuthoring) public var throttle: ThrottlePolicy
    /// When to register with APNs.
    @_spi(AdapterAuthoring) public var registration: RegistrationPolicy
    /// What the system request asks for (`.provisional` is removed when upgrading a provisional user).
    @_spi(AdapterAuthoring) public var requestOptions: AuthorizationOptions

    /// Creates a policy; the defaults are the conservative core choices (upgrade provisional users,
    /// treat ephemeral as authorized, offer Settings to denied users, no throttle, register after grant,
    /// request alert, badge and sound).
    @_spi(AdapterAuthoring) public init(
        provisional: ProvisionalHandling = .upgrade, ephemeral: EphemeralHandling = .treatAsAuthorized,
        denied: DeniedHandling = .openSettings, throttle: ThrottlePolicy = .none,
        registration: RegistrationPolicy = .afterGrant, requestOptions: AuthorizationOptions = .standard
    ) {
        self.provisional = provisional
        self.ephemeral = ephemeral
        self.denied = denied
        self.throttle = throttle
        self.registration = registration
        self.requestOptions = requestOptions
    }

    /// What the engine does for a user in `status`, before throttling and on-screen checks.
    @_spi(AdapterAuthoring) public func action(for status: AuthorizationStatus) -> StatusAction {
        switch status {
        case .notDetermined:
            return .ask
        case .authorized:
            return .suppress(.alreadyAuthorized)
        case .provisional:
            return provisional == .upgrade ? .ask : .suppress(.alreadyAuthorized)
        case .ephemeral:
            switch ephemeral {
            case .treatAsAuthorized: return .suppress(.alreadyAuthorized)
            case .askLikeNotDetermined: return .ask
            case .suppress: return .suppress(.notEligible)
            }
        case .denied:
            switch denied {
            case .suppress: return .suppress(.denied)
            case .openSettings: return .offerSettings(alsoRequest: false)
            case .openSettingsAndRequest: return .offerSettings(alsoRequest: true)
            }
        }
    }

    /// The options to request from `status`: without `.provisional` when upgrading a provisional user.
    @_spi(AdapterAuthoring) public func requestOptions(from status: AuthorizationStatus) -> AuthorizationOptions {
        status == .provisional ? requestOptions.subtracting(.provisional) : requestOptions
    }
}

/// What the engine does for a user in a given status.
@_spi(AdapterAuthoring) public enum StatusAction: Sendable, Hashable {
    /// Show the card; accept sends the system request.
    case ask
    /// Show the card; accept opens the app's notification settings (and, when `alsoRequest`, also sends
    /// the system request, which iOS answers `false` without a prompt).
    case offerSettings(alsoRequest: Bool)
    /// Do not show the card.
    case suppress(SuppressionReason)
}

/// How a provisional user is treated.
@_spi(AdapterAuthoring) public enum ProvisionalHandling: String, Sendable, Hashable, Codable, CaseIterable {
    /// Show the card; accept requests full authorization (options without `.provisional`).
    case upgrade
    /// Count provisional as authorized: suppress the card.
    case treatAsAuthorized
}

/// How an App Clip's ephemeral authorization is treated.
@_spi(AdapterAuthoring) public enum EphemeralHandling: String, Sendable, Hashable, Codable, CaseIterable {
    /// Count ephemeral as authorized: suppress the card.
    case treatAsAuthorized
    /// Show the card as for `notDetermined` (iOS answers the request without a prompt).
    case askLikeNotDetermined
    /// Never show the card to ephemeral users, and say so as `notEligible`.
    case suppress
}

/// How a denied user is treated. There is deliberately no "show the card and do nothing": a denied user
/// is never sent to a dead end.
@_spi(AdapterAuthoring) public enum DeniedHandling: String, Sendable, Hashable, Codable, CaseIterable {
    /// Do not show the card.
    case suppress
    /// Show the card; accept opens the app's notification settings.
    case openSettings
    /// Show the card; accept opens the settings and also sends the (promptless) system request.
    case openSettingsAndRequest
}

/// When to register with APNs.
@_spi(AdapterAuthoring) public enum RegistrationPolicy: String, Sendable, Hashable, Codable, CaseIterable {
    /// Never; the app or the vendor registers elsewhere.
    case never
    /// After the attempt ends with delivery allowed.
    case afterGrant
    /// After every accepted attempt, whatever the answer (iOS delivers a token regardless of permission).
    case always
}
