/// How an App Clip's ephemeral authorization is treated.
@_spi(AdapterAuthoring) public enum EphemeralHandling: String, Sendable, Hashable, Codable, CaseIterable {
    /// Count ephemeral as authorized: suppress the card.
    case treatAsAuthorized
    /// Show the card as for `notDetermined` (iOS answers the request without a prompt).
    case askLikeNotDetermined
    /// Never show the card to ephemeral users, and say so as `notEligible`.
    case suppress
}
