import Foundation
import PrimerCore
import PrimerSimulator

/// One thing that happens to the app in a scenario.
enum ScenarioStep: Sendable, Hashable, CustomStringConvertible {
    /// The process starts: a fresh driver from the descriptor's factory.
    case launch
    /// The app presents the primer; the user answers the card, the prompt, and acts in Settings if
    /// Settings open.
    case present(CardAnswer, SystemPromptAnswer, SettingsAction)
    /// The app returns to the foreground.
    case foreground
    /// The user flips the app's switch in the Settings app and comes back.
    case flipInSettings
    /// The process is killed and started again over the same device.
    case relaunch
    /// The app presents the primer and the process is killed while the card is on screen, then started
    /// again: what the present writes before the answer (a show-time stamp) must already be on disk.
    case relaunchWithCardUp
    /// The app resets the throttle through the vendor's API (``ThrottleResettingDriver/resetThrottle()``).
    case resetThrottle
    /// The app turns its notifications off through the vendor's API (``NotificationDisablingDriver/disableNotifications()``).
    case disable
    /// Time passes.
    case advance(TimeInterval)
    /// From now on the system fails in this way (until ``recover(_:)``).
    case inject(SystemFailure)
    /// The system stops failing in this way.
    case recover(SystemFailure)

    /// An accept answered "Allow" wherever asked (prompt allow, Settings on).
    static let acceptAllow = ScenarioStep.present(.accept, .allow, .enable)
    /// An accept answered "Don't Allow" wherever asked (prompt don't allow, Settings left alone).
    static let acceptDontAllow = ScenarioStep.present(.accept, .dontAllow, .leave)
    /// "Later" on the card.
    static let later = ScenarioStep.present(.later, .dontAllow, .leave)
    /// The card dismissed.
    static let dismiss = ScenarioStep.present(.dismiss, .dontAllow, .leave)

    /// A short spelling for failure paths.
    var description: String {
        switch self {
        case .launch: "launch"
        case let .present(card, prompt, settings):
            switch card {
            case .accept: "present(accept, prompt \(prompt.rawValue), settings \(settings.rawValue))"
            case .later, .dismiss, .failedToPresent, .presenterMissing: "present(\(card.rawValue))"
            }
        case .foreground: "foreground"
        case .flipInSettings: "flip in Settings"
        case .relaunch: "relaunch"
        case .relaunchWithCardUp: "relaunch with the card on screen"
        case .resetThrottle: "reset the throttle"
        case .disable: "turn notifications off"
        case let .inject(failure): "\(failure.rawValue) from now on"
        case let .recover(failure): "no more \(failure.rawValue)"
        case let .advance(seconds):
            seconds.truncatingRemainder(dividingBy: 86_400) == 0
                ? "+\(Int(saturatingSeconds: seconds / 86_400))d" : "+\(seconds)s"
        }
    }
}
