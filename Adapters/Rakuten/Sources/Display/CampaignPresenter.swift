import PrimerCore

/// A campaign message about to be shown, with its buttons resolved.
public struct CampaignDisplay: Sendable {
    /// The campaign.
    public var campaign: CampaignData
    /// The buttons shown, the push primer resolved.
    public var buttons: [EffectiveButton]
    /// Whether the "do not show again" box is offered.
    public var offersOptOut: Bool
    /// The value of ``RInAppMessaging/accessibilityCompatibleDisplay`` for this display.
    public var accessibilityCompatible: Bool

    /// Creates a display.
    public init(campaign: CampaignData, buttons: [EffectiveButton], offersOptOut: Bool, accessibilityCompatible: Bool) {
        self.campaign = campaign
        self.buttons = buttons
        self.offersOptOut = offersOptOut
        self.accessibilityCompatible = accessibilityCompatible
    }
}

/// How a shown campaign ended.
public enum CampaignAction: Sendable, Hashable {
    /// The user tapped the button at this index of ``CampaignDisplay/buttons``.
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

    /// Creates a response.
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
    /// Shows `display` and returns how it ended.
    func present(_ display: CampaignDisplay) async -> CampaignResponse
}

/// Shows campaigns as primer cards through the environment's `CardPresenter`: accept taps the primer
/// button (or the first button), "later" taps the other button (or exits), dismiss exits.
public struct CardCampaignPresenter: CampaignPresenter {
    /// The card presenter.
    public let cards: any CardPresenter

    /// Wraps `cards`.
    public init(cards: any CardPresenter) { self.cards = cards }

    /// One card per campaign.
    public func present(_ display: CampaignDisplay) async -> CampaignResponse {
        let buttons = display.buttons
        let acceptIndex = buttons.firstIndex { $0.action == .pushPrimer } ?? (buttons.isEmpty ? nil : 0)
        let otherIndex = buttons.indices.first { $0 != acceptIndex }
        let payload = display.campaign.messagePayload
        let card = PrimerCard(
            campaignId: display.campaign.campaignId, title: payload.header ?? payload.title,
            message: payload.messageBody ?? "",
            acceptLabel: acceptIndex.map { buttons[$0].buttonText } ?? "OK",
            declineLabel: otherIndex.map { buttons[$0].buttonText } ?? "Close")
        switch await cards.present(card) {
        case .accept: return CampaignResponse(acceptIndex.map { .button($0) } ?? .exit)
        case .later: return CampaignResponse(otherIndex.map { .button($0) } ?? .exit)
        case .dismiss: return CampaignResponse(.exit)
        case .failedToPresent: return CampaignResponse(.notPresented)
        }
    }
}
