/// The user's answer to a primer card.
public enum CardAnswer: String, Sendable, Hashable, CaseIterable, Codable {
    /// The accept button ("Allow", "Turn on notifications").
    case accept
    /// The decline button ("Not now", "Later").
    case later
    /// Dismissed without a choice (swipe, background tap, close button).
    case dismiss
    /// The card could not be shown.
    case failedToPresent
}
