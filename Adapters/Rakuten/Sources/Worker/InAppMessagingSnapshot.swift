/// What an SDK instance holds now, for its tests.
struct InAppMessagingSnapshot: Sendable, Hashable {
    /// Whether `configure` has run and the SDK is enabled.
    var isEnabled: Bool
    /// The current user's cache key (hashed).
    var userKey: String
    /// The campaigns of the last valid sync, in order.
    var campaignIds: [String]
    /// Impressions and opt-out by campaign.
    var ledgers: [String: CampaignLedger]
    /// How many `logEvent` calls were processed since launch.
    var eventsProcessed: Int
    /// Campaign ids whose display completed, in order.
    var completedDisplays: [String]
}
