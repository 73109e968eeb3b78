import PrimerCore

/// Why an ``ActitoPush`` call failed. Each message names what was wrong.
public enum ActitoPushError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The module has no platform (an ``Actito`` or ``ActitoPush`` made without an environment; the vendor's
    /// `notReady`).
    case notReady
    /// The system's authorization request failed: the core's typed failure, with the error as thrown.
    case authorizationFailed(PrimerFailure)
    /// APNs registration failed: the registrar's error, kept as thrown (also sent to the delegate).
    case registrationFailed(ThrownError)
    /// APNs sent no token within `seconds` (the vendor waits forever; see the behaviour profile).
    case tokenTimeout(seconds: Double)

    /// A sentence naming the failure.
    public var description: String {
        switch self {
        case .notReady: "Actito has no platform: make it over a PlatformEnvironment (Actito.shared has one)"
        case let .authorizationFailed(failure): "the notification authorization request failed: \(failure.reason)"
        case let .registrationFailed(error): "remote notification registration failed: \(error.reason)"
        case let .tokenTimeout(seconds): "APNs sent no device token within \(seconds) seconds"
        }
    }
}
