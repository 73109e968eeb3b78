import Foundation
import PrimerCore
import Testing

@_spi(Fuzzing) @testable import RakutenAdapter

/// What a presenter receives: the campaign's texts, colours, image and shown buttons, resolved.
@Suite("The message a presenter draws")
struct CampaignMessageTests {
    @Test func aPresenterGetsTextsColoursImageAndResolvedButtons() async {
        var campaign = CampaignData.onEvent("c", title: "[home] Spring sale", primerButton: 2, optOut: true)
        campaign.isCampaignDismissable = false
        campaign.messagePayload.header = "Stay in the loop"
        campaign.messagePayload.titleColor = "#111111"
        campaign.messagePayload.backgroundColor = "#eeeeee"
        campaign.messagePayload.resource.imageUrl = "https://example.com/sale.png"
        campaign.messagePayload.messageSettings.controlSettings.buttons[0].buttonTextColor = "#222222"
        let harness = Harness(campaigns: [campaign])
        let presenter = ScriptedPresenter()
        let messaging = harness.launch(presenter: presenter)
        messaging.settings.accessibilityCompatibleDisplay = true
        messaging.logEvent(CustomEvent(withName: "go"))
        await messaging.waitUntilIdle()

        let message = presenter.messages.first
        #expect(message?.title == "[home] Spring sale")
        #expect(message?.header == "Stay in the loop")
        #expect(message?.body == "body")
        #expect(message?.imageURL == "https://example.com/sale.png")
        #expect(message?.colors.title == "#111111" && message?.colors.background == "#eeeeee")
        #expect(message?.buttons.map(\.text) == ["Close", "Allow"])
        #expect(message?.buttons.map(\.action) == [.close, .pushPrimer], "customJson's button 2 is the primer")
        #expect(message?.buttons.first?.textColor == "#222222")
        #expect(message?.isDismissable == false)
        #expect(message?.offersOptOut == true)
        #expect(message?.accessibilityCompatible == true)
        #expect(message?.tooltip == nil)
    }

    @Test(arguments: [
        (ActionType.redirect, CampaignMessage.Button.Action.redirect(uri: "app://x")),
        (.deeplink, .deepLink(uri: "app://x")),
        (.close, .close),
        (.pushPrimer, .pushPrimer),
    ])
    func aButtonsActionReachesThePresenter(wire: ActionType, shown: CampaignMessage.Button.Action) async {
        var campaign = CampaignData.onEvent("c")
        campaign.messagePayload.messageSettings.controlSettings.buttons[1].buttonBehavior = ButtonBehavior(
            action: wire, uri: "app://x")
        let harness = Harness(status: .authorized, campaigns: [campaign])
        let presenter = ScriptedPresenter()
        let messaging = harness.launch(presenter: presenter)
        messaging.logEvent(CustomEvent(withName: "go"))
        await messaging.waitUntilIdle()
        #expect(presenter.messages.first?.buttons.last?.action == shown)
    }
}
