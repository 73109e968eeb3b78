import PrimerCore

/// The person holding the simulated phone: how they answer primer cards, the system prompt and what
/// they do in Settings.
///
/// Answers are consumed in order; when a list runs out its last answer repeats, so `[.accept]` means
/// "always accept" and `[.later, .accept]` means "later the first time, accept from then on".
public struct ScriptedUser: Sendable, Hashable {
    /// Answers to primer cards.
    public var cardAnswers: [CardAnswer]
    /// Answers to the system permission prompt.
    public var promptAnswers: [SystemPromptAnswer]
    /// What the user does each time the app's notification settings open.
    public var inSettings: SettingsAction

    /// A user who accepts cards, allows the prompt and leaves Settings untouched, unless told otherwise.
    public init(
        cardAnswers: [CardAnswer] = [.accept], promptAnswers: [SystemPromptAnswer] = [.allow],
        inSettings: SettingsAction = .leave
    ) {
        self.cardAnswers = cardAnswers
        self.promptAnswers = promptAnswers
        self.inSettings = inSettings
    }

    /// A user who answers the card with `card` and the prompt with `prompt` every time.
    public static func answering(
        card: CardAnswer, prompt: SystemPromptAnswer = .allow,
        inSettings: SettingsAction = .leave
    ) -> ScriptedUser {
        ScriptedUser(cardAnswers: [card], promptAnswers: [prompt], inSettings: inSettings)
    }

    mutating func nextCardAnswer() -> CardAnswer {
        Self.next(from: &cardAnswers) ?? .dismiss
    }

    mutating func nextPromptAnswer() -> SystemPromptAnswer {
        Self.next(from: &promptAnswers) ?? .dontAllow
    }

    private static func next<Answer>(from answers: inout [Answer]) -> Answer? {
        guard let first = answers.first else { return nil }
        if answers.count > 1 { answers.removeFirst() }
        return first
    }
}
