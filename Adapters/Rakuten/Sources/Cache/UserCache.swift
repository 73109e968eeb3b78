/// One user's cached state: the campaigns of the last valid sync and a ledger per campaign ever seen
/// (so impressions and opt-out survive a campaign leaving and coming back).
struct UserCache: Sendable, Hashable, Codable {
    /// The campaigns of the last valid ping.
    var campaigns: [CampaignData]
    /// Impressions and opt-out by campaign id.
    var ledgers: [String: CampaignLedger]

    /// Most ledgers kept; the oldest unused ones beyond this are forgotten.
    static let maxLedgers = 2_000

    init(campaigns: [CampaignData] = [], ledgers: [String: CampaignLedger] = [:]) {
        self.campaigns = campaigns
        self.ledgers = ledgers
    }

    private enum CodingKeys: String, CodingKey { case campaigns, ledgers }

    /// Decodes a stored cache. A campaign list the current decoder rejects (one stored before the wire
    /// format was read as strictly as the vendor's) reads as empty until the next ping, so impressions and
    /// opt-outs, in the ledgers, survive the update.
    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        ledgers = try container.decode([String: CampaignLedger].self, forKey: .ledgers)
        campaigns = (try? container.decode([CampaignData].self, forKey: .campaigns)) ?? []
    }

    /// Applies a valid ping: the campaign list is replaced, known ledgers are synced, new ones created.
    /// Test campaigns' opt-out is never kept (as in the vendor).
    mutating func sync(with response: PingResponse) {
        campaigns = response.data.map(\.campaignData)
        for campaign in campaigns {
            if let known = ledgers[campaign.campaignId] {
                var next = known.synced(with: campaign)
                if campaign.isTest { next.isOptedOut = false }
                ledgers[campaign.campaignId] = next
            } else {
                ledgers[campaign.campaignId] = CampaignLedger(for: campaign)
            }
        }
        if ledgers.count > Self.maxLedgers {
            let active = Set(campaigns.map(\.campaignId))
            for key in ledgers.keys where !active.contains(key) && ledgers.count > Self.maxLedgers {
                ledgers[key] = nil
            }
        }
    }

    /// The ledger of `campaign` (a fresh one if none was stored).
    func ledger(for campaign: CampaignData) -> CampaignLedger {
        ledgers[campaign.campaignId] ?? CampaignLedger(for: campaign)
    }
}
