import Foundation
import PrimerConformance
import PrimerCore
import RakutenAdapter

/// The Rakuten-style adapter's public forms for its push primer campaign, each made through the public
/// API as an app makes it: the driver's backend (one push primer campaign on the custom event
/// `push_primer_opportunity`), configured from the Info.plist keys, its analytics and error callbacks
/// recorded (the analytics as vendor analytics events, named as the SDK prints them).
enum RakutenSurface {
    static let surface = PublicSurface(
        launch: { context in
            let transport = InMemoryCampaignTransport(
                configuration: InMemoryCampaignTransport.configurationBody(), ping: RakutenDriver.pingBody)
            let messaging = InAppMessaging(
                environment: context.environment, transport: transport,
                infoDictionary: [
                    InfoDictionaryKey.subscriptionID: "driver",
                    InfoDictionaryKey.configurationURL: "memory://config",
                ], memo: DriverStepMemo.shared)
            messaging.settings.analyticsCallback = { event in context.analytics("\(event)") }
            messaging.settings.errorCallback = { error in context.heard("errorCallback", "\(error)") }
            messaging.configure()
            return messaging
        },
        forms: [
            PublicForm("logEvent(CustomEvent(withName: \"push_primer_opportunity\"))") { messaging, _ in
                messaging.logEvent(CustomEvent(withName: RakutenDriver.triggerEvent, withCustomAttributes: nil))
            },
            PublicForm("logEvent(CustomEvent(withName: \"other\"))") { messaging, _ in
                messaging.logEvent(CustomEvent(withName: "other", withCustomAttributes: nil))
            },
            PublicForm("closeMessage()") { messaging, _ in messaging.closeMessage() },
        ],
        waitUntilIdle: { await $0.waitUntilIdle() })
}
