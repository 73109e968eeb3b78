/// What an SDK instance holds now, for tests, diagnostics and `primer-lab`.
public struct InAppMessagingSnapshot: Sendable, Hashable {
    /// Whether `configure` has run and the SDK is enabled.
    public var isEnabled: Bool
    /// The current user's cache key (hashed).
    public var userKey: String
    /// The campaigns of the last valid sync, in order.
    public var campaignIds: [String]
    /// Impressions and opt-out by campaign.
    public var ledgers: [String: CampaignLedger]
    /// How many `logEvent` calls were processed since launch.
    public var eventsProcessed: Int
    /// Campaign ids whose display completed, in order.
    public var completedDisplays: [String]
}
