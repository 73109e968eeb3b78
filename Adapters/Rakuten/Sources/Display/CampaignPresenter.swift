import PrimerCore

/// How a shown campaign ended.
public enum CampaignAction: Sendable, Hashable {
    /// The user tapped the button at this index of ``CampaignMessage/buttons``.
    case button(Int)
    /// The user closed the message (exit button, tap outside, tooltip closed).
    case exit
    /// The message could not be shown (another message on screen, no window).
    case notPresented
}

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

/// Shows campaign messages.
///
/// Contract: ``present(_:)`` returns when the message is gone. When the task running it is cancelled
/// (``RInAppMessaging/closeMessage(clearQueuedCampaigns:)``), it removes the message and returns promptly;
/// whatever it returns then is not counted as a display. It answers ``CampaignAction/notPresented`` when
/// it cannot show the message (another message on screen).
public protocol CampaignPresenter: Sendable {
    /// Shows `message` and returns how it ended.
    func present(_ message: CampaignMessage) async -> CampaignResponse
}

/// Shows campaigns as primer cards through the environment's `CardPresenter`: accept taps the primer
/// button (or the first button), "later" taps the other button (or exits), dismiss exits.
public struct CardCampaignPresenter: CampaignPresenter {
    public let cards: any CardPresenter

    public init(cards: any CardPresenter) { self.cards = cards }

    /// One card per campaign: the header (or the title), the body and the two buttons' texts.
    public func present(_ message: CampaignMessage) async -> CampaignResponse {
        let buttons = message.buttons
        let acceptIndex = buttons.firstIndex { $0.action == .pushPrimer } ?? (buttons.isEmpty ? nil : 0)
        let otherIndex = buttons.indices.first { $0 != acceptIndex }
        let card = PrimerCard(
            campaignId: message.campaignId, title: message.header ?? message.title, message: message.body ?? "",
            acceptLabel: acceptIndex.map { buttons[$0].text } ?? "OK",
            declineLabel: otherIndex.map { buttons[$0].text } ?? "Close")
        switch await cards.present(card) {
        case .accept: return CampaignResponse(acceptIndex.map { .button($0) } ?? .exit)
        case .later: return CampaignResponse(otherIndex.map { .button($0) } ?? .exit)
        case .dismiss: return CampaignResponse(.exit)
        case .failedToPresent: return CampaignResponse(.notPresented)
        }
    }
}
