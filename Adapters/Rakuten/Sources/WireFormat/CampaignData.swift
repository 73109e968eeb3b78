/// One campaign as the ping endpoint sends it.
///
/// Decoded as strictly as the vendor's SDK: a campaign with a missing or mistyped required field, or a
/// number outside one of the wire enums, rejects the whole response. Required: `campaignId`,
/// `maxImpressions`, `type` (0...4), `isTest`, `messagePayload` (see ``MessagePayload``), and in each
/// trigger every field. Fields added after the first release default when absent, so cached legacy data
/// still decodes: `infiniteImpressions` and `hasNoEndDate` to `false`, `isCampaignDismissable` to `true`.
/// `customJson`, when present, must be an object; each of its fragments is read leniently (a fragment of
/// the wrong shape reads as absent).
@_spi(Fuzzing)
public struct CampaignData: Sendable, Hashable, Codable {
    /// The campaign's identifier.
    public var campaignId: String
    /// How many times each user may see it.
    public var maxImpressions: Int
    /// The view kind (0 invalid, 1 modal, 2 full screen / tooltip, 3 slide-up, 4 HTML), kept as sent.
    public var type: Int
    /// A test campaign: shown once, outdated or not, and never vetoed by contexts.
    public var isTest: Bool
    /// Whether the message has an exit button.
    public var isCampaignDismissable: Bool
    /// Whether `endTimeMillis` is ignored.
    public var hasNoEndDate: Bool
    /// Whether impressions are unlimited.
    public var infiniteImpressions: Bool
    /// Every trigger must be satisfied before the campaign shows (none: never shows).
    public var triggers: [Trigger]
    public var messagePayload: MessagePayload
    /// Extensions such as the push-primer button.
    public var customJson: CustomJson?

    public init(
        campaignId: String, maxImpressions: Int, type: Int = 1, isTest: Bool = false,
        isCampaignDismissable: Bool = true, hasNoEndDate: Bool = true, infiniteImpressions: Bool = false,
        triggers: [Trigger], messagePayload: MessagePayload, customJson: CustomJson? = nil
    ) {
        self.campaignId = campaignId
        self.maxImpressions = maxImpressions
        self.type = type
        self.isTest = isTest
        self.isCampaignDismissable = isCampaignDismissable
        self.hasNoEndDate = hasNoEndDate
        self.infiniteImpressions = infiniteImpressions
        self.triggers = triggers
        self.messagePayload = messagePayload
        self.customJson = customJson
    }

    private enum CodingKeys: String, CodingKey {
        case campaignId, maxImpressions, type, isTest, isCampaignDismissable, hasNoEndDate, infiniteImpressions
        case triggers, messagePayload, customJson
    }

    /// Decodes per the rules above.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        campaignId = try container.decode(String.self, forKey: .campaignId)
        maxImpressions = try container.decode(Int.self, forKey: .maxImpressions)
        type = try container.decodeWireNumber(forKey: .type, in: 0...4)
        isTest = try container.decode(Bool.self, forKey: .isTest)
        isCampaignDismissable = try container.decodeIfPresent(Bool.self, forKey: .isCampaignDismissable) ?? true
        hasNoEndDate = try container.decodeIfPresent(Bool.self, forKey: .hasNoEndDate) ?? false
        infiniteImpressions = try container.decodeIfPresent(Bool.self, forKey: .infiniteImpressions) ?? false
        triggers = try container.decodeBounded(
            [Trigger].self, forKey: .triggers, limit: WireLimits.maxTriggers,
            required: false)
        messagePayload = try container.decode(MessagePayload.self, forKey: .messagePayload)
        customJson = try container.decodeIfPresent(CustomJson.self, forKey: .customJson)
    }
}
