import CleverTapAdapter
import PrimerConformance
@_spi(AdapterAuthoring) import PrimerCore

/// Every public call form of the CleverTap-style adapter the README documents, each made through the
/// public API as an app makes it. The launch is the example apps': an instance over the environment, the
/// permission delegate set (it records what it hears), and the app's push primer campaign source (one
/// campaign, id `1700000000`, on the example's trigger event `InAppCampaignPushPrimer`).
enum CleverTapSurface {
    /// The launched app: the instance and the delegate it keeps alive.
    struct App: Sendable {
        let cleverTap: CleverTap
        let delegate: CleverTapTraceDelegate
    }

    /// The example's trigger event.
    static let triggerEvent = "InAppCampaignPushPrimer"
    /// The dashboard campaign's id.
    static let campaignId = "1700000000"

    static let surface = PublicSurface(
        launch: { context in
            let cleverTap = CleverTap(environment: context.environment)
            let delegate = CleverTapTraceDelegate(context)
            cleverTap.setPushPermissionDelegate(delegate)
            cleverTap.setInAppCampaignSource(Campaigns())
            return App(cleverTap: cleverTap, delegate: delegate)
        },
        forms: forms,
        waitUntilIdle: { await $0.cleverTap.waitUntilIdle() },
        stop: { $0.cleverTap.setPushPermissionDelegate(nil) })

    private static var forms: [PublicForm<App>] {
        var forms = primers
        forms += hardAsks
        forms += events
        forms += reads
        return forms
    }

    /// The documentation's half-interstitial sample (or its alert), with `fallbackToSettings`.
    static func inApp(_ type: CTLocalInAppType = .HALF_INTERSTITIAL, fallbackToSettings: Bool) -> CTLocalInApp {
        let inApp = CTLocalInApp(
            inAppType: type, titleText: "Get Notified",
            messageText: "Please enable notifications on your device to use Push Notifications.",
            followDeviceOrientation: true, positiveBtnText: "Allow", negativeBtnText: "Cancel")
        inApp.setFallbackToSettings(fallbackToSettings)
        return inApp
    }

    private static let primers: [PublicForm<App>] = [
        PublicForm("promptPushPrimer(_:) half-interstitial, setFallbackToSettings(true)") { app, _ in
            app.cleverTap.promptPushPrimer(inApp(fallbackToSettings: true).getSettings())
        },
        PublicForm("promptPushPrimer(_:) half-interstitial, setFallbackToSettings(false)") { app, _ in
            app.cleverTap.promptPushPrimer(inApp(fallbackToSettings: false).getSettings())
        },
        PublicForm("promptPushPrimer(_:) alert, setFallbackToSettings(true)") { app, _ in
            app.cleverTap.promptPushPrimer(inApp(.ALERT, fallbackToSettings: true).getSettings())
        },
        PublicForm("promptPushPrimerAsync(_:) half-interstitial, setFallbackToSettings(true)") { app, context in
            let outcome = await app.cleverTap.promptPushPrimerAsync(inApp(fallbackToSettings: true).getSettings())
            context.heard("promptPushPrimerAsync", outcome.result.rawValue)
        },
    ]

    private static let hardAsks: [PublicForm<App>] = [
        PublicForm("prompt(forPushPermission: true)") { app, _ in app.cleverTap.prompt(forPushPermission: true) },
        PublicForm("prompt(forPushPermission: false)") { app, _ in app.cleverTap.prompt(forPushPermission: false) },
    ]

    private static let events: [PublicForm<App>] = [
        PublicForm("recordEvent(\"\(triggerEvent)\")") { app, _ in app.cleverTap.recordEvent(triggerEvent) },
        PublicForm("recordEvent(\"\(triggerEvent)\", withProps:)") { app, _ in
            app.cleverTap.recordEvent(triggerEvent, withProps: ["source": "case"])
        },
        PublicForm("recordEvent(\"Product Viewed\")") { app, _ in app.cleverTap.recordEvent("Product Viewed") },
    ]

    private static let reads: [PublicForm<App>] = [
        PublicForm("getNotificationPermissionStatus(completionHandler:)") { app, context in
            app.cleverTap.getNotificationPermissionStatus { status in
                context.heard("getNotificationPermissionStatus completion", "\(status)")
            }
        },
        PublicForm("localInAppCount") { app, context in
            context.heard("localInAppCount", "\(app.cleverTap.localInAppCount)")
        },
        PublicForm("setPushPermissionDelegate(nil)") { app, _ in app.cleverTap.setPushPermissionDelegate(nil) },
    ]

    /// The app's one dashboard campaign.
    private struct Campaigns: CleverTapInAppCampaignSource {
        func pushPrimerCampaigns() -> [CleverTapPushPrimerCampaign] {
            // The builder's settings are valid by construction.
            guard let inApp = try? CleverTapLocalInApp(settings: inApp(fallbackToSettings: true).getSettings()) else {
                return []
            }
            return [CleverTapPushPrimerCampaign(id: campaignId, triggerEvent: triggerEvent, inApp: inApp)]
        }
    }
}

/// The app's permission delegate: records each answer with its thread.
final class CleverTapTraceDelegate: CleverTapPushPermissionDelegate {
    nonisolated let context: SurfaceContext

    nonisolated init(_ context: SurfaceContext) { self.context = context }

    func onPushPermissionResponse(_ accepted: Bool) {
        context.heard("onPushPermissionResponse", "\(accepted)")
    }
}
