/// A button as the message shows it, after the push-primer rules are applied.
public struct EffectiveButton: Sendable, Hashable {
    /// The label.
    public var buttonText: String
    /// What a tap does (``ActionType/pushPrimer`` for the primer button).
    public var action: ActionType
    /// The redirect or deep-link target.
    public var uri: String?
    /// The event logged after a tap, if any.
    public var campaignTrigger: Trigger?
    /// The impression type a tap reports (`actionOne` for the first shown button, `actionTwo` for the second).
    public var impressionType: String
}

extension CampaignData {
    /// Whether the campaign declares a push-primer button through `customJson.pushPrimer.button` (true
    /// even when the index is out of range, as in the vendor).
    public var isPushPrimer: Bool { customJson?.pushPrimer?.button != nil }

    /// The buttons shown: the first two authored buttons with a supported action (redirect, deep link,
    /// close, push primer); the one at the 1-based `customJson.pushPrimer.button` becomes the primer.
    public var effectiveButtons: [EffectiveButton] {
        let supported: Set<ActionType> = [.redirect, .deeplink, .close, .pushPrimer]
        let shown = messagePayload.messageSettings.controlSettings.buttons.prefix(2).filter {
            supported.contains($0.buttonBehavior.action)
        }
        let primerIndex = customJson?.pushPrimer?.button
        return shown.enumerated().map { index, button in
            EffectiveButton(
                buttonText: button.buttonText,
                action: primerIndex == index + 1 ? .pushPrimer : button.buttonBehavior.action,
                uri: button.buttonBehavior.uri, campaignTrigger: button.campaignTrigger,
                impressionType: index == 0 ? "actionOne" : "actionTwo")
        }
    }

    /// Whether one of the shown buttons is a push-primer button.
    public var hasPrimerButton: Bool { effectiveButtons.contains { $0.action == .pushPrimer } }

    /// Whether the campaign's end date has passed at `nowMillis` (never for `hasNoEndDate`).
    public func isOutdated(nowMillis: Int64) -> Bool {
        !hasNoEndDate && messagePayload.messageSettings.displaySettings.endTimeMillis < nowMillis
    }
}
