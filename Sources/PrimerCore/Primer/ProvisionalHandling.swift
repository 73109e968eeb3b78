/// How a provisional user is treated.
@_spi(AdapterAuthoring) public enum ProvisionalHandling: String, Sendable, Hashable, Codable, CaseIterable {
    /// Show the card; accept requests full authorization (options without `.provisional`).
    case upgrade
    /// Count provisional as authorized: suppress the card.
    case treatAsAuthorized
}
