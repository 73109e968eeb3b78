/// What the device remembers about one campaign for one user: impressions left and opt-out.
struct CampaignLedger: Sendable, Hashable, Codable {
    /// The `maxImpressions` of the last sync.
    var maxImpressions: Int
    /// Displays left (`Int.max` for infinite campaigns, 1 for test campaigns). Negative when a sync
    /// lowered the maximum below the displays already used: the deficit is kept, as in the vendor, so
    /// raising the maximum again never allows more displays than the maximum.
    var impressionsLeft: Int
    /// Whether the user ticked "do not show again".
    var isOptedOut: Bool

    /// The ledger of a campaign seen for the first time.
    init(for campaign: CampaignData) {
        maxImpressions = campaign.maxImpressions
        impressionsLeft = Self.initialImpressions(campaign)
        isOptedOut = false
    }

    init(maxImpressions: Int, impressionsLeft: Int, isOptedOut: Bool) {
        self.maxImpressions = maxImpressions
        self.impressionsLeft = impressionsLeft
        self.isOptedOut = isOptedOut
    }

    private static func initialImpressions(_ campaign: CampaignData) -> Int {
        if campaign.isTest { return 1 }
        if campaign.infiniteImpressions { return .max }
        return min(campaign.maxImpressions, .max - 1)
    }

    /// The ledger after a sync delivered `campaign` again: impressions left move by the change of
    /// `maxImpressions` (saturating instead of overflowing, and below 0 when the maximum falls below what
    /// was used), infinite campaigns stay at `Int.max`, test campaigns keep their single display, opt-out
    /// stays.
    func synced(with campaign: CampaignData) -> CampaignLedger {
        var next = self
        next.maxImpressions = campaign.maxImpressions
        if campaign.infiniteImpressions {
            next.impressionsLeft = .max
        } else if campaign.isTest {
            next.impressionsLeft = min(impressionsLeft, 1)
        } else if impressionsLeft == .max {
            // The campaign stopped being infinite: start from its maximum.
            next.impressionsLeft = Self.initialImpressions(campaign)
        } else {
            let (delta, overflowDelta) = campaign.maxImpressions.subtractingReportingOverflow(maxImpressions)
            let (sum, overflowSum) = impressionsLeft.addingReportingOverflow(delta)
            let growing = campaign.maxImpressions > maxImpressions
            // Int.max means infinite, so growth saturates one below it; shrinking saturates at Int.min.
            let overflowed = overflowDelta || overflowSum
            next.impressionsLeft = overflowed ? (growing ? Int.max - 1 : Int.min) : min(sum, Int.max - 1)
        }
        return next
    }

    /// The ledger after one completed display.
    func displayed() -> CampaignLedger {
        var next = self
        if impressionsLeft != .max { next.impressionsLeft = max(0, impressionsLeft - 1) }
        return next
    }
}
