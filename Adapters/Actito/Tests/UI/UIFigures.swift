import ActitoAdapter
import Foundation
import PrimerConformance
import PrimerCore
import Testing

/// Printed figures (never asserted: timings depend on the shared machine).
@MainActor @Suite struct UIFigures {
    @Test func lifecycleAndExtensionCostPerCall() async throws {
        let count = 1_000
        let pushUI = ActitoPushUI()
        let delegate = RecordingUIDelegate()
        pushUI.delegate = delegate
        pushUI.presenter = ScriptedPresenter([.presented, .choseAction(UIFixture.reply), .dismissed])
        let clock = ContinuousClock()
        let presenting = await clock.measure {
            for _ in 0..<count { await pushUI.presentNotification(UIFixture.alert) }
        }
        #expect(delegate.calls.count == 5 * count)

        let handler = ActitoNotificationServiceExtension(
            loader: ScriptedMediaLoader(.file(bytes: 1_000, mimeType: nil)),
            timer: UnexpiringTimer())
        let request = try attachmentRequest(#"{"mimeType": "image/png", "uri": "https://cdn.example.com/a.png"}"#)
        var attached = 0
        let enriching = await clock.measure {
            for _ in 0..<count { attached += await handler.handleNotificationRequest(request).attachments.count }
        }
        #expect(attached == count)
        TestConsole.say(
            "figure: push UI presentation with one action, \(count)x: \(presenting / count) per presentation")
        TestConsole.say("figure: service extension with an instant loader, \(count)x: \(enriching / count) per request")
    }
}
