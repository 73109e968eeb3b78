/// One thing a user or the system does in ``Exploration``.
public enum ExplorationAction: String, Sendable, Hashable, Codable, CaseIterable, CustomStringConvertible {
    /// The app presents the primer, the user accepts and says "Allow" wherever asked (the system prompt,
    /// or the switch in Settings, after which they come back to the app).
    case acceptAllow = "accept+allow"
    /// The app presents the primer, the user accepts and says "Don't Allow" wherever asked (or leaves
    /// Settings untouched and comes back).
    case acceptDontAllow = "accept+dontAllow"
    /// The app presents the primer and the user taps "later" (card adapters only).
    case later
    /// The app presents the primer and the user dismisses it (card adapters only).
    case dismiss
    /// The process is killed and started again.
    case relaunch
    /// The app presents the primer and the process is killed while the card is on screen, then started
    /// again (card adapters only): a show-time stamp must already be on disk.
    case relaunchWithCardUp = "relaunch-card-up"
    /// The user flips the app's notification switch in the Settings app and comes back.
    case settingsFlip = "settings-flip"
    /// A day passes.
    case clockOneDay = "+1d"
    /// Eight days pass.
    case clockEightDays = "+8d"

    public var description: String { rawValue }

    /// The actions that make sense for an adapter: without a card there is nothing to decline and no
    /// card to be killed under.
    public static func applicable(hasCard: Bool) -> [ExplorationAction] {
        hasCard ? allCases : allCases.filter { ![.later, .dismiss, .relaunchWithCardUp].contains($0) }
    }

    /// The scenario step; accepts that open Settings are followed by the return to the app.
    var step: ScenarioStep {
        switch self {
        case .acceptAllow: .acceptAllow
        case .acceptDontAllow: .acceptDontAllow
        case .later: .later
        case .dismiss: .dismiss
        case .relaunch: .relaunch
        case .relaunchWithCardUp: .relaunchWithCardUp
        case .settingsFlip: .flipInSettings
        case .clockOneDay: .advance(86_400)
        case .clockEightDays: .advance(8 * 86_400)
        }
    }
}
