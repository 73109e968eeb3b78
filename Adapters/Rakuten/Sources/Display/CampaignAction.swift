/// How a shown campaign ended.
public enum CampaignAction: Sendable, Hashable {
    /// The user tapped the button at this index of ``CampaignMessage/buttons``.
    case button(Int)
    /// The user closed the message (exit button, tap outside, tooltip closed).
    case exit
    /// The message could not be shown (another message on screen, no window).
    case notPresented
}
