/// How one primer attempt ended: the case of its ``PrimerOutcome``, without the case's data.
public enum PrimerResult: String, Sendable, Hashable, Codable, CaseIterable {
    /// The card was not shown (``PrimerOutcome/suppressed(_:status:campaignId:)`` says why).
    case suppressed
    /// The user chose "later".
    case later
    /// The user dismissed the card.
    case dismissed
    /// Notifications are allowed at the end of the attempt.
    case granted
    /// Notifications are not allowed at the end of the attempt.
    case denied
    /// A denied user was sent to the Settings app.
    case redirectedToSettings
    /// The system request failed with an error (``PrimerOutcome/failed(_:start:end:campaignId:)``).
    case failed
}
