import PrimerCore
import PrimerSimulator

extension Scenario {
    /// Every row of the behaviour matrix, in reading order (61 scenarios).
    ///
    /// The grid crosses the five starting statuses with three throttle histories and every card answer;
    /// the system answer varies only where iOS can show the prompt (`notDetermined`, `provisional`), since
    /// elsewhere iOS answers without asking. Then come relaunches, settings round-trips and faults.
    package static let all: [Scenario] = grid + relaunches + settingsRoundTrips + faults

    /// Status × throttle history × card answer × system answer.
    package static let grid: [Scenario] = AuthorizationStatus.allCases.flatMap { start in
        [History.none, .laterHourAgo, .laterMonthAgo].flatMap { history in
            answers(from: start).map { card, prompt in
                Scenario(start: start, history: history, card: card, prompt: prompt)
            }
        }
    }

    /// Earlier attempts in a previous process: what survives a relaunch. After an earlier answer to the
    /// prompt iOS cannot prompt again, so those rows name no prompt answer.
    package static let relaunches: [Scenario] = [
        History.laterHourAgoRelaunched, .laterMonthAgoRelaunched, .allowedRelaunched, .refusedRelaunched,
    ].map { history in
        Scenario(
            start: .notDetermined, history: history, card: .accept,
            prompt: history.earlierAnswers?.prompt == nil ? .allow : nil)
    }

    /// Denied users sent to Settings who come back: is the status read again, and what is reported.
    package static let settingsRoundTrips: [Scenario] = [
        Scenario(start: .denied, card: .accept, aftermath: .settingsEnableReturn),
        Scenario(start: .denied, card: .accept, aftermath: .settingsLeaveReturn),
        Scenario(start: .notDetermined, history: .refusedRelaunched, card: .accept, aftermath: .settingsEnableReturn),
    ]

    /// Failures of the system around the one prompt.
    package static let faults: [Scenario] = [
        Scenario(start: .notDetermined, card: .accept, prompt: .allow, fault: .registrationFails),
        Scenario(start: .notDetermined, card: .accept, prompt: .allow, fault: .requestFails),
        Scenario(start: .denied, card: .accept, fault: .settingsUnavailable),
    ]

    /// The measured answers worth telling apart from `start`.
    private static func answers(from start: AuthorizationStatus) -> [(CardAnswer, SystemPromptAnswer?)] {
        let canPrompt = start == .notDetermined || start == .provisional
        let accepts: [(CardAnswer, SystemPromptAnswer?)] =
            canPrompt
            ? [(.accept, .allow), (.accept, .dontAllow)]
            : [(.accept, nil)]
        return accepts + [(.later, nil), (.dismiss, nil)]
    }
}
