@_spi(AdapterAuthoring) import PrimerCore

/// Shows campaigns as primer cards through the environment's `CardPresenter`: accept taps the primer
/// button (or the first button), "later" taps the other button (or exits), dismiss exits. A platform
/// with nothing to show cards on (`CardAnswer.presenterMissing`) leaves the campaign not presented and
/// reports the diagnostic `presenter.missing` to `diagnostics`.
public struct CardCampaignPresenter: CampaignPresenter {
    public let cards: any CardPresenter
    private let diagnostics: DiagnosticsHandler

    public init(cards: any CardPresenter, diagnostics: @escaping DiagnosticsHandler = { _ in }) {
        self.cards = cards
        self.diagnostics = diagnostics
    }

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
        case .presenterMissing:
            diagnostics(
                Diagnostic(
                    .error, code: "presenter.missing",
                    "No presenter can show campaign \(message.campaignId): bootstrap PrimerPlatform with an "
                        + "environment whose presenter shows cards (the iOS default does)"))
            return CampaignResponse(.notPresented)
        }
    }
}
