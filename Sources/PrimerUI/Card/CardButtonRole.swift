import PrimerCore

/// The three ways out of a primer card.
public enum CardButtonRole: String, Sendable, Hashable, CaseIterable {
    /// Turns notifications on: the system prompt follows.
    case accept
    /// Declines for now.
    case decline
    /// Closes the card without a choice (the close button, or VoiceOver's escape gesture).
    case close

    /// The answer a tap on this button gives.
    public var answer: CardAnswer {
        switch self {
        case .accept: .accept
        case .decline: .later
        case .close: .dismiss
        }
    }
}
