@_spi(AdapterAuthoring) import PrimerCore

/// One system-level call the simulated iOS saw, in the order it happened. Tests assert on the trace
/// ("the prompt was shown once", "Settings opened before the request").
public enum SystemCall: Sendable, Hashable, CustomStringConvertible {
    /// `requestAuthorization(options:)` was called with these options (whether or not a prompt showed).
    case requestAuthorization(AuthorizationOptions)
    /// The system permission prompt was on screen and the user answered it.
    case promptShown(answer: SystemPromptAnswer)
    /// `registerForRemoteNotifications()` was called.
    case registerForRemoteNotifications
    /// `unregisterForRemoteNotifications()` was called.
    case unregisterForRemoteNotifications
    /// The app opened its notification settings.
    case settingsOpened
    /// A primer card reached the screen (through the simulated presenter).
    case cardShown(campaignId: String?)
    /// The app returned to the foreground.
    case foreground
    /// The process was killed and started again.
    case relaunch
    /// The app was deleted and installed again.
    case reinstall

    /// A short, stable spelling for reports (`prompt(allow)`, `register`, ...).
    public var description: String {
        switch self {
        case let .requestAuthorization(options): "request(\(options.names.joined(separator: ",")))"
        case let .promptShown(answer): "prompt(\(answer.rawValue))"
        case .registerForRemoteNotifications: "register"
        case .unregisterForRemoteNotifications: "unregister"
        case .settingsOpened: "settings"
        case let .cardShown(campaignId): "card(\(campaignId ?? "-"))"
        case .foreground: "foreground"
        case .relaunch: "relaunch"
        case .reinstall: "reinstall"
        }
    }
}
