@_spi(Fuzzing) import ActitoAdapter
import Foundation
@_spi(AdapterAuthoring) import PrimerCore
import PrimerSimulator
import Testing

@MainActor @Suite struct ActitoCallbackTests {
    struct Delivery: Sendable, CustomStringConvertible {
        enum Kind: Sendable {
            case received, opened
            case action(String, String?)
        }
        let description: String
        let kind: Kind
        let json: String
        let calls: [String]
    }

    nonisolated static let deliveries: [Delivery] = [
        Delivery(
            description: "Actito alert received", kind: .received, json: Payloads.actito,
            calls: ["didReceiveNotification(n-1, standard)"]),
        Delivery(
            description: "string alert is standard (docs)", kind: .received, json: Payloads.actitoStringAlert,
            calls: ["didReceiveNotification(n-2, standard)"]),
        Delivery(
            description: "background push is silent", kind: .received, json: Payloads.actitoSilent,
            calls: ["didReceiveNotification(n-3, silent)"]),
        Delivery(
            description: "system notification", kind: .received, json: Payloads.system,
            calls: ["didReceiveSystemNotification(com.example.refresh)"]),
        Delivery(
            description: "Actito's own system type stays inside", kind: .received, json: Payloads.internalSystem,
            calls: []),
        // NotificationCenterDelegate.didReceive: an Actito payload never reaches the unknown callbacks; a
        // system one has no notification to open (the partial fallback needs notificationType and a body).
        Delivery(description: "system notification opened", kind: .opened, json: Payloads.system, calls: []),
        Delivery(
            description: "system notification action", kind: .action("Open", nil), json: Payloads.system, calls: []),
        Delivery(
            description: "Actito's own system type opened", kind: .opened, json: Payloads.internalSystem, calls: []),
        Delivery(
            description: "foreign push received", kind: .received, json: Payloads.foreign,
            calls: ["didReceiveUnknownNotification"]),
        Delivery(
            description: "malformed Actito push received", kind: .received, json: Payloads.malformedActito,
            calls: ["didReceiveUnknownNotification"]),
        Delivery(
            description: "Actito push without id (vendor: Missing 'id' property)", kind: .received,
            json: Payloads.actitoWithoutId, calls: []),
        Delivery(
            description: "Actito push without id opened", kind: .opened, json: Payloads.actitoWithoutId, calls: []),
        // ActitoPushAppDelegateInterceptor.handleNotification: "Missing 'notificationId' property", return.
        Delivery(
            description: "Actito push without notificationId", kind: .received,
            json: Payloads.actitoWithoutNotificationId, calls: []),
        Delivery(
            description: "Actito push without notificationId opened", kind: .opened,
            json: Payloads.actitoWithoutNotificationId, calls: []),
        Delivery(description: "not even JSON", kind: .received, json: "{{{", calls: ["didReceiveUnknownNotification"]),
        Delivery(
            description: "Actito opened", kind: .opened, json: Payloads.actito, calls: ["didOpenNotification(n-1)"]),
        Delivery(
            description: "foreign opened", kind: .opened, json: Payloads.foreign,
            calls: ["didOpenUnknownNotification"]),
        Delivery(
            description: "malformed opened", kind: .opened, json: Payloads.malformedActito,
            calls: ["didOpenUnknownNotification"]),
        Delivery(
            description: "Actito action", kind: .action("Open", nil), json: Payloads.actito,
            calls: ["didOpenAction(Open, n-1)"]),
        Delivery(
            description: "Actito quick-reply callback action", kind: .action("Reply", "thanks"),
            json: Payloads.actito, calls: ["didOpenAction(Reply, n-1)"]),
        Delivery(
            description: "Actito action it does not have", kind: .action("Ghost", nil), json: Payloads.actito,
            calls: ["didOpenUnknownAction(Ghost, nil)"]),
        Delivery(
            description: "foreign action with text", kind: .action("REPLY", "hi"), json: Payloads.foreign,
            calls: ["didOpenUnknownAction(REPLY, hi)"]),
        Delivery(
            description: "dismissal", kind: .action(ActitoNotificationResponse.dismissActionIdentifier, nil),
            json: Payloads.actito, calls: []),
    ]

    @Test(arguments: deliveries)
    func eachDeliveryTriggersItsCallback(_ delivery: Delivery) async {
        let fixture = ActitoFixture(status: .authorized)
        switch delivery.kind {
        case .received: await fixture.receive(delivery.json)
        case .opened: await fixture.open(delivery.json)
        case let .action(identifier, text): await fixture.open(delivery.json, action: identifier, text: text)
        }
        #expect(fixture.log.calls == delivery.calls)
    }

    @Test func receivedNotificationCarriesThePayloadsContent() async throws {
        let fixture = ActitoFixture(status: .authorized)
        await fixture.receive(Payloads.actito)
        let notification = try #require(fixture.log.notifications.first)
        #expect(notification.id == "n-1")
        #expect(notification.kind == .alert)
        #expect(notification.title == "Sale")
        #expect(notification.message == "50% off")
        #expect(notification.partial)
        #expect(notification.time == fixture.device.clock.now)
        #expect(notification.attachments == [.init(mimeType: "image/png", uri: "https://cdn.example.com/a.png")])
        #expect(notification.actions.map(\.label) == ["Open", "Reply"])
        #expect(notification.actions.first?.kind == .browser)
        #expect(notification.actions.first?.target == "https://example.com")
        #expect(notification.actions.last?.keyboard == true)
        // Everything but the vendor's own keys and x- keys: actions stay (the vendor's model keeps them).
        #expect(Set(notification.extra.keys) == ["orderId", "actions"])
        #expect(notification.extra["orderId"] == .int(42))
    }

    @Test func unknownCallbacksGetTheSystemsUserInfo() async {
        let fixture = ActitoFixture(status: .authorized)
        await fixture.receive(Payloads.foreign)
        #expect(fixture.log.userInfos.first?["x-sender"] as? String == "other")
    }

    @Test func malformedPayloadsAreReportedNotCrashed() async {
        let fixture = ActitoFixture(status: .authorized)
        await fixture.receive(Payloads.malformedActito)
        let diagnostic = fixture.device.diagnostics.first { $0.code == "push.malformedPayload" }
        #expect(diagnostic?.message.contains("'aps'") == true)
        #expect(diagnostic?.message.contains("not a dictionary") == true)
    }

    @Test func vendorClassifiesAStringAlertAsSilent() throws {
        let payload = try PushPayload(jsonText: Payloads.actitoStringAlert)
        #expect(ActitoPayload.vendorDeliveryMechanism(payload) == .silent)
        guard case let .notification(_, delivery) = ActitoPayload(payload, receivedAt: .distantPast) else {
            Issue.record("not read as a notification")
            return
        }
        #expect(delivery == .standard)
    }

    @Test func openCallbackFiresEvenWhenOpenLoggingFails() async {
        let fixture = ActitoFixture(status: .authorized, logger: FailingLogger())
        await fixture.open(Payloads.actito)
        await fixture.receive(Payloads.actito)
        #expect(fixture.log.calls == ["didOpenNotification(n-1)", "didReceiveNotification(n-1, standard)"])
        #expect(fixture.diagnosticCodes.filter { $0 == "actito.eventLoggingFailed" }.count == 2)
    }

    @Test func settingsLinkPassesTheNotificationOrNil() {
        let fixture = ActitoFixture(status: .authorized)
        fixture.push.userNotificationCenter(openSettingsFor: ActitoFixture.userInfo(Payloads.actito))
        fixture.push.userNotificationCenter(openSettingsFor: nil)
        fixture.push.userNotificationCenter(openSettingsFor: ActitoFixture.userInfo(Payloads.foreign))
        #expect(fixture.log.calls == ["shouldOpenSettings(n-1)", "shouldOpenSettings(nil)", "shouldOpenSettings(nil)"])
    }

    @Test(arguments: [
        (Payloads.actito, false),
        (#"{"aps":{"alert":"x"},"x-sender":"notificare","notificationId":"n","presentation":true}"#, true),
        // `userInfo["presentation"] as? Bool`: the number 1 bridges to true, a string does not.
        (#"{"aps":{"alert":"x"},"x-sender":"notificare","notificationId":"n","presentation":1}"#, true),
        (#"{"aps":{"alert":"x"},"x-sender":"notificare","notificationId":"n","presentation":"true"}"#, false),
        (Payloads.foreign, false), (Payloads.malformedActito, false),
    ])
    func foregroundPresentationOptions(json: String, forced: Bool) {
        let fixture = ActitoFixture(status: .authorized)
        fixture.push.presentationOptions = [.list]
        let options = fixture.push.userNotificationCenter(willPresent: ActitoFixture.userInfo(json))
        #expect(options == (forced ? [.banner, .badge, .sound] : [.list]))
    }

    @Test func callbacksArriveInEventOrderOnTheMainActor() async throws {
        let fixture = ActitoFixture(user: ScriptedUser(promptAnswers: [.allow]))
        _ = try await fixture.push.enableRemoteNotifications()
        await fixture.receive(Payloads.actito)
        await fixture.open(Payloads.actito, action: "Open")
        await fixture.receive(Payloads.foreign)
        fixture.push.userNotificationCenter(openSettingsFor: nil)
        #expect(
            fixture.log.calls == [
                "didChangeSubscription(token)", "didChangeNotificationSettings(true)",
                "didReceiveNotification(n-1, standard)", "didOpenAction(Open, n-1)",
                "didReceiveUnknownNotification", "shouldOpenSettings(nil)",
            ])
    }

    @Test func eachOfTheElevenCallbacksHasATrigger() async throws {
        let fixture = ActitoFixture(status: .authorized)
        _ = try await fixture.push.enableRemoteNotifications() // subscription, settings
        await fixture.receive(Payloads.actito) // received
        await fixture.receive(Payloads.system) // system
        await fixture.receive(Payloads.foreign) // unknown received
        await fixture.open(Payloads.actito) // opened
        await fixture.open(Payloads.foreign) // unknown opened
        await fixture.open(Payloads.actito, action: "Open") // action
        await fixture.open(Payloads.foreign, action: "REPLY", text: "hi") // unknown action
        fixture.push.userNotificationCenter(openSettingsFor: nil) // settings link
        fixture.device.registration = .failure("offline")
        _ = try await fixture.push.enableRemoteNotifications() // registration failure
        let names = Set(fixture.log.calls.map { $0.prefix { $0 != "(" } })
        #expect(
            names == [
                "didFailToRegister", "didChangeSubscription", "didChangeNotificationSettings",
                "didReceiveUnknownNotification", "didReceiveNotification", "didReceiveSystemNotification",
                "shouldOpenSettings", "didOpenNotification", "didOpenUnknownNotification", "didOpenAction",
                "didOpenUnknownAction",
            ])
    }

    @Test func eventsAreAlsoRoutedAsCorePushEvents() async throws {
        let fixture = ActitoFixture(status: .authorized)
        let stream = fixture.push.eventRouter.events()
        _ = try await fixture.push.enableRemoteNotifications()
        await fixture.receive(Payloads.actitoSilent)
        await fixture.open(Payloads.foreign)
        fixture.push.eventRouter.finish()
        var names: [String] = []
        for await event in stream { names.append(event.description) }
        #expect(names.count == 4)
        #expect(names.first?.hasPrefix("subscriptionChanged(") == true)
        #expect(
            Array(names.dropFirst()) == [
                "settingsChanged(true)", "notificationReceived(silent)",
                "unknownNotificationOpened",
            ])
    }

    @Test func theDelegateIsHeldWeakly() {
        let fixture = ActitoFixture(status: .authorized)
        var delegate: CallbackLog? = CallbackLog()
        weak let weakDelegate = delegate
        fixture.push.delegate = delegate
        delegate = nil
        #expect(weakDelegate == nil)
        #expect(fixture.push.delegate == nil)
    }
}

/// An analytics backend that is down.
struct FailingLogger: ActitoPushEventLogger {
    struct Down: Error {}
    func logNotificationReceived(_ id: String) async throws { throw Down() }
    func logNotificationOpen(_ id: String) async throws { throw Down() }
}
