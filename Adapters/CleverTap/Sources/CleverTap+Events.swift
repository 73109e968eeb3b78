@_spi(AdapterAuthoring) import PrimerCore

extension CleverTap {
    /// Records the event `event` (the vendor sends it to its server; there is none here). When a push
    /// primer campaign of the ``setInAppCampaignSource(_:)`` source has `event` as its trigger, it is
    /// shown as ``promptPushPrimer(_:)`` shows a local in-app (the same engine and card rules: nothing for
    /// a user who allowed notifications, the positive button makes the system request), except that it
    /// carries the campaign's id and does not count as a local in-app.
    public func recordEvent(_ event: String) {
        recordEvent(event, withProps: [:])
    }

    /// ``recordEvent(_:)`` with the event's properties (kept by the vendor's server; a campaign's trigger
    /// here matches the name only).
    public func recordEvent(_ event: String, withProps properties: [AnyHashable: Any]) {
        guard let campaign = campaignSource?.pushPrimerCampaigns().first(where: { $0.triggerEvent == event })
        else { return }
        let call = beginPrimer(.success(campaign.inApp), campaignId: campaign.id)
        environment.spawner.spawn { await self.finish(call) }
    }
}
