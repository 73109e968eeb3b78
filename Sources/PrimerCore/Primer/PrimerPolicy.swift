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
