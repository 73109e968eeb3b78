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
