/// A push primer in-app campaign as the vendor's dashboard makes it: the template (half-interstitial or
/// alert), its texts and the fallback-to-Settings setting (``inApp``), and the event that triggers it.
public struct CleverTapPushPrimerCampaign: Sendable, Hashable {
    /// The campaign's id (the vendor's `wzrk_id`), carried by the attempt's events.
    public var id: String
    /// The event name whose ``CleverTap/recordEvent(_:)`` shows the campaign (case-sensitive).
    public var triggerEvent: String
    /// What the card shows and does, as the local in-app settings of ``CTLocalInApp`` say it.
    public var inApp: CleverTapLocalInApp

    public init(id: String, triggerEvent: String, inApp: CleverTapLocalInApp) {
        self.id = id
        self.triggerEvent = triggerEvent
        self.inApp = inApp
    }
}
