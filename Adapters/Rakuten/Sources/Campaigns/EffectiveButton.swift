/// A button as the message shows it, after the push-primer rules are applied.
struct EffectiveButton: Sendable, Hashable {
    var buttonText: String
    var textColor: String
    var backgroundColor: String
    /// ``ActionType/pushPrimer`` for the primer button.
    var action: ActionType
    /// The redirect or deep-link target.
    var uri: String?
    /// The event logged after a tap, if any.
    var campaignTrigger: Trigger?
    /// The impression type a tap reports (`actionOne` for the first shown button, `actionTwo` for the second).
    var impressionType: String

    /// The action as the presenter sees it (only supported actions are shown).
    var messageAction: CampaignMessage.Button.Action {
        switch action {
        case .redirect: .redirect(uri: uri)
        case .deeplink: .deepLink(uri: uri)
        case .pushPrimer: .pushPrimer
        case .close, .invalid: .close
        }
    }
}

extension CampaignData {
    /// Whether the campaign declares a push-primer button through `customJson.pushPrimer.button` (true
    /// even when the index is out of range, as in the vendor).
    var isPushPrimer: Bool { customJson?.pushPrimer?.button != nil }

    /// The buttons shown: the first two authored buttons with a supported action (redirect, deep link,
    /// close, push primer); the one at the 1-based `customJson.pushPrimer.button` becomes the primer.
    var effectiveButtons: [EffectiveButton] {
        let supported: Set<ActionType> = [.redirect, .deeplink, .close, .pushPrimer]
        let shown = messagePayload.messageSettings.controlSettings.buttons.prefix(2).filter {
            supported.contains($0.buttonBehavior.action)
        }
        let primerIndex = customJson?.pushPrimer?.button
        return shown.enumerated().map { index, button in
            EffectiveButton(
                buttonText: button.buttonText, textColor: button.buttonTextColor,
                backgroundColor: button.buttonBackgroundColor,
                action: primerIndex == index + 1 ? .pushPrimer : button.buttonBehavior.action,
                uri: button.buttonBehavior.uri, campaignTrigger: button.campaignTrigger,
                impressionType: index == 0 ? "actionOne" : "actionTwo")
        }
    }

    /// Whether the campaign's end date has passed at `nowMillis` (never for `hasNoEndDate`).
    func isOutdated(nowMillis: Int64) -> Bool {
        !hasNoEndDate && messagePayload.messageSettings.displaySettings.endTimeMillis < nowMillis
    }
}
