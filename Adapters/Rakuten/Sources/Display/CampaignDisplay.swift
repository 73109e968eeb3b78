/// A campaign about to be shown, as the worker handles it: the campaign, its buttons with the push-primer
/// rules applied, and the message the presenter draws.
struct CampaignDisplay: Sendable {
    let campaign: CampaignData
    let buttons: [EffectiveButton]
    let message: CampaignMessage

    init(campaign: CampaignData, accessibilityCompatible: Bool) {
        self.campaign = campaign
        buttons = campaign.effectiveButtons
        let payload = campaign.messagePayload
        message = CampaignMessage(
            campaignId: campaign.campaignId, title: payload.title, header: payload.header,
            body: payload.messageBody, imageURL: payload.resource.imageUrl,
            colors: CampaignMessage.Colors(
                title: payload.titleColor, header: payload.headerColor, body: payload.messageBodyColor,
                background: payload.backgroundColor, frame: payload.frameColor),
            buttons: buttons.map {
                CampaignMessage.Button(
                    text: $0.buttonText, textColor: $0.textColor, backgroundColor: $0.backgroundColor,
                    action: $0.messageAction)
            },
            isDismissable: campaign.isCampaignDismissable,
            offersOptOut: payload.messageSettings.displaySettings.optOut,
            accessibilityCompatible: accessibilityCompatible,
            tooltip: campaign.tooltip.map {
                CampaignMessage.Tooltip(
                    uiElement: $0.uiElement, position: $0.position, autoDisappear: $0.autoDisappear,
                    redirectURL: $0.redirectURL)
            })
    }
}
