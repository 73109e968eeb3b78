/// The user's answer to a primer card.
public enum CardAnswer: String, Sendable, Hashable, CaseIterable, Codable {
    /// The accept button ("Allow", "Turn on notifications").
    case accept
    /// The decline button ("Not now", "Later").
    case later
    /// Dismissed without a choice (swipe, background tap, close button).
    case dismiss
    /// The card could not be shown this time (no window, the view hierarchy busy).
    case failedToPresent
    /// Nothing can show a card or an alert here (a platform without a presenter): the attempt reports a
    /// `presenter.missing` diagnostic and ends ``SuppressionReason/presenterMissing``.
    case presenterMissing
}
