import PrimerCore
import PrimerSimulator

/// One row of the behaviour matrix: a user in a starting state, what happened before, how they answer
/// the card and the system prompt, and what happens after. Everything about the adapter is observed by
/// driving it; a scenario only sets up the simulated device and the scripted user.
package struct Scenario: Sendable, Hashable, Codable, Identifiable {
    /// A stable identifier (`denied/none/accept/-/none/none`), used by JSON, CSV and tests.
    package var id: String {
        [
            start.description, history.rawValue, card.rawValue, prompt?.rawValue ?? "-", aftermath.rawValue,
            fault.rawValue,
        ].joined(separator: "/")
    }
    /// The app's permission status when the scenario starts.
    package var start: AuthorizationStatus
    /// What happened before the measured attempt (driven through the same adapter).
    package var history: History
    /// The user's answer to the card in the measured attempt.
    package var card: CardAnswer
    /// The user's answer to the system prompt, when iOS can show one from `start` (`nil` otherwise).
    package var prompt: SystemPromptAnswer?
    /// What happens after the measured attempt.
    package var aftermath: Aftermath
    /// A failure the simulated system injects.
    package var fault: Fault

    package init(
        start: AuthorizationStatus, history: History = .none, card: CardAnswer,
        prompt: SystemPromptAnswer? = nil, aftermath: Aftermath = .none, fault: Fault = .none
    ) {
        self.start = start
        self.history = history
        self.card = card
        self.prompt = prompt
        self.aftermath = aftermath
        self.fault = fault
    }

    /// What happened before the measured attempt. Earlier attempts go through the adapter itself, so
    /// whatever it persists (or forgets) is what the measured attempt sees.
    package enum History: String, Sendable, Hashable, Codable, CaseIterable {
        /// Nothing: first launch, first attempt.
        case none
        /// One attempt answered "later" an hour ago, same process.
        case laterHourAgo
        /// One attempt answered "later" 30 days ago, same process.
        case laterMonthAgo
        /// One attempt answered "later" an hour ago, then the app was relaunched.
        case laterHourAgoRelaunched
        /// One attempt answered "later" 30 days ago, then the app was relaunched.
        case laterMonthAgoRelaunched
        /// One attempt accepted and allowed at the system prompt, then a relaunch an hour later.
        case allowedRelaunched
        /// One attempt accepted and refused at the system prompt, then a relaunch an hour later.
        case refusedRelaunched

        /// The earlier attempt's card and prompt answers.
        var earlierAnswers: (card: CardAnswer, prompt: SystemPromptAnswer?)? {
            switch self {
            case .none: nil
            case .laterHourAgo, .laterMonthAgo, .laterHourAgoRelaunched, .laterMonthAgoRelaunched: (.later, nil)
            case .allowedRelaunched: (.accept, .allow)
            case .refusedRelaunched: (.accept, .dontAllow)
            }
        }

        /// Seconds between the earlier attempt and the measured one.
        var elapsed: Double {
            switch self {
            case .laterMonthAgo, .laterMonthAgoRelaunched: 30 * 86_400
            default: 3_600
            }
        }

        /// Whether the app is relaunched between the two attempts.
        var relaunches: Bool {
            switch self {
            case .laterHourAgoRelaunched, .laterMonthAgoRelaunched, .allowedRelaunched, .refusedRelaunched: true
            case .none, .laterHourAgo, .laterMonthAgo: false
            }
        }

        /// A few words for titles.
        package var phrase: String {
            switch self {
            case .none: "first attempt"
            case .laterHourAgo: "\"later\" 1 h ago"
            case .laterMonthAgo: "\"later\" 30 d ago"
            case .laterHourAgoRelaunched: "\"later\" 1 h ago, relaunched"
            case .laterMonthAgoRelaunched: "\"later\" 30 d ago, relaunched"
            case .allowedRelaunched: "allowed 1 h ago, relaunched"
            case .refusedRelaunched: "refused 1 h ago, relaunched"
            }
        }

        /// The table's abbreviation.
        package var code: String {
            switch self {
            case .none: "-"
            case .laterHourAgo: "L1h"
            case .laterMonthAgo: "L30d"
            case .laterHourAgoRelaunched: "L1h/RL"
            case .laterMonthAgoRelaunched: "L30d/RL"
            case .allowedRelaunched: "Y/RL"
            case .refusedRelaunched: "N/RL"
            }
        }
    }

    /// What happens after the measured attempt.
    package enum Aftermath: String, Sendable, Hashable, Codable, CaseIterable {
        /// Nothing.
        case none
        /// The user turns notifications on in Settings, then returns to the app (foreground).
        case settingsEnableReturn
        /// The user looks at Settings without changing anything, then returns to the app.
        case settingsLeaveReturn

        /// What the scripted user does in Settings.
        var settingsAction: SettingsAction {
            self == .settingsEnableReturn ? .enable : .leave
        }
    }

    /// A failure injected by the simulated system.
    package enum Fault: String, Sendable, Hashable, Codable, CaseIterable {
        /// None.
        case none
        /// APNs registration fails (no `aps-environment` entitlement).
        case registrationFails
        /// `requestAuthorization` throws.
        case requestFails
        /// The Settings app cannot be opened.
        case settingsUnavailable
    }

    /// A human title: `denied · first attempt · card: accept`.
    package var title: String {
        var parts = [start.description, history.phrase, "card: \(card.rawValue)"]
        if let prompt { parts.append("prompt: \(prompt == .allow ? "Allow" : "Don't Allow")") }
        switch aftermath {
        case .none: break
        case .settingsEnableReturn: parts.append("turns on in Settings, returns")
        case .settingsLeaveReturn: parts.append("leaves Settings unchanged, returns")
        }
        switch fault {
        case .none: break
        case .registrationFails: parts.append("APNs registration fails")
        case .requestFails: parts.append("system request throws")
        case .settingsUnavailable: parts.append("Settings cannot open")
        }
        return parts.joined(separator: " · ")
    }

    /// The compact label of the 100-column table (`den - acc`, `nD L1h acc Y`).
    package var code: String {
        var parts = [Self.statusCode(start), history.code, Self.cardCode(card)]
        if let prompt { parts.append(prompt == .allow ? "Y" : "N") }
        switch aftermath {
        case .none: break
        case .settingsEnableReturn: parts.append("S+")
        case .settingsLeaveReturn: parts.append("S=")
        }
        switch fault {
        case .none: break
        case .registrationFails: parts.append("!reg")
        case .requestFails: parts.append("!req")
        case .settingsUnavailable: parts.append("!set")
        }
        return parts.joined(separator: " ")
    }

    /// The table's status abbreviation.
    static func statusCode(_ status: AuthorizationStatus) -> String {
        switch status {
        case .notDetermined: "nD"
        case .denied: "den"
        case .authorized: "auth"
        case .provisional: "prov"
        case .ephemeral: "eph"
        }
    }

    /// The table's card-answer abbreviation.
    static func cardCode(_ answer: CardAnswer) -> String {
        switch answer {
        case .accept: "acc"
        case .later: "ltr"
        case .dismiss: "dis"
        case .failedToPresent: "fail"
        case .presenterMissing: "none"
        }
    }

    /// The scripted user for this scenario: the earlier attempt's answers first, then the measured ones.
    var user: ScriptedUser {
        let measuredPrompt = prompt ?? .allow
        var cards = [card]
        var prompts = [measuredPrompt]
        if let earlier = history.earlierAnswers {
            cards.insert(earlier.card, at: 0)
            if let earlierPrompt = earlier.prompt { prompts.insert(earlierPrompt, at: 0) }
        }
        return ScriptedUser(cardAnswers: cards, promptAnswers: prompts, inSettings: aftermath.settingsAction)
    }
}
