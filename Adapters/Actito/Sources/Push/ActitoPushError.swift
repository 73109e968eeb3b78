/// Why an ``ActitoPush`` call failed. Each message names what was wrong.
public enum ActitoPushError: Error, Sendable, Hashable, CustomStringConvertible {
    /// ``Actito/configure(environment:applicationId:)`` has not been called (the vendor's `notReady`).
    case notReady
    /// The system's authorization request failed with this message.
    case authorizationFailed(String)
    /// APNs registration failed with this message (also sent to the delegate).
    case registrationFailed(String)
    /// APNs sent no token within `seconds` (the vendor waits forever; see the behaviour profile).
    case tokenTimeout(seconds: Double)

    /// A sentence naming the failure.
    public var description: String {
        switch self {
        case .notReady: "Actito is not configured: call Actito.shared.configure(environment:) first"
        case let .authorizationFailed(message): "the notification authorization request failed: \(message)"
        case let .registrationFailed(message): "remote notification registration failed: \(message)"
        case let .tokenTimeout(seconds): "APNs sent no device token within \(seconds) seconds"
        }
    }
}
