/// The ping endpoint's answer: the campaigns for the current user and when to ask again.
@_spi(Fuzzing)
public struct PingResponse: Sendable, Hashable, Codable {
    /// Server time of the answer, in milliseconds since 1970.
    public var currentPingMillis: Int64
    /// Milliseconds until the next ping.
    public var nextPingMillis: Int64
    /// The campaigns.
    public var data: [PingCampaign]

    public init(currentPingMillis: Int64, nextPingMillis: Int64, data: [PingCampaign]) {
        self.currentPingMillis = currentPingMillis
        self.nextPingMillis = nextPingMillis
        self.data = data
    }

    private enum CodingKeys: String, CodingKey { case currentPingMillis, nextPingMillis, data }

    /// Decodes strictly (a campaign with a missing or mistyped required field rejects the whole answer,
    /// as the vendor does) and refuses more than ``WireLimits/maxCampaigns`` campaigns before decoding them.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        currentPingMillis = try container.decode(Int64.self, forKey: .currentPingMillis)
        nextPingMillis = try container.decode(Int64.self, forKey: .nextPingMillis)
        data = try container.decodeBounded([PingCampaign].self, forKey: .data, limit: WireLimits.maxCampaigns)
    }
}

/// One entry of ``PingResponse/data``.
@_spi(Fuzzing)
public struct PingCampaign: Sendable, Hashable, Codable {
    public var campaignData: CampaignData

    public init(campaignData: CampaignData) { self.campaignData = campaignData }
}
