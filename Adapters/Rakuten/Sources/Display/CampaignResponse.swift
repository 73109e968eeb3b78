/// The user's answer to a campaign message.
public struct CampaignResponse: Sendable, Hashable {
    /// What ended the display.
    public var action: CampaignAction
    /// Whether the "do not show again" box was ticked.
    public var optOut: Bool

    public init(_ action: CampaignAction, optOut: Bool = false) {
        self.action = action
        self.optOut = optOut
    }
}
