import PrimerCore
import PrimerSimulator

/// One step of a ``VendorCase``: a declared public form, the user's answers, or what happens to the
/// device. The runner waits until the device and the adapter are idle after each step.
public enum CaseStep: Sendable, Hashable, CustomStringConvertible {
    /// Calls the ``PublicSurface`` form of this name.
    case call(String)
    /// From now on the user answers cards (and alerts) with `cards`, the system prompt with `prompts`, in
    /// order, the last answer repeating, and in Settings does `settings`. A case starts with a user who
    /// dismisses every card, answers "Don't Allow" and leaves Settings as it is.
    case user(cards: [CardAnswer] = [], prompts: [SystemPromptAnswer] = [], settings: SettingsAction = .leave)
    /// The process is killed and the app launched again (the surface's launch over the same device).
    case relaunch
    /// The app returns to the foreground.
    case foreground
    /// The user changes the permission in Settings while the app is in the background.
    case changeInSettings(AuthorizationStatus)
    /// The clock moves on by this many seconds.
    case advance(seconds: Double)

    public var description: String {
        switch self {
        case let .call(form): form
        case let .user(cards, prompts, settings):
            "user answers cards [\(cards.map(\.rawValue).joined(separator: ", "))], prompts ["
                + "\(prompts.map(\.rawValue).joined(separator: ", "))], Settings \(settings)"
        case .relaunch: "relaunch"
        case .foreground: "foreground"
        case let .changeInSettings(status): "changed in Settings to \(status)"
        case let .advance(seconds): "clock +\(seconds) s"
        }
    }
}
