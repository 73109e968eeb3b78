/// Where the push primer campaigns made on the vendor's dashboard come from. There is no CleverTap
/// server here: the app (or a test) supplies them, read at each ``CleverTap/recordEvent(_:)``.
public protocol CleverTapInAppCampaignSource: Sendable {
    /// The campaigns live now, in priority order: the first whose trigger matches an event is shown.
    func pushPrimerCampaigns() -> [CleverTapPushPrimerCampaign]
}
