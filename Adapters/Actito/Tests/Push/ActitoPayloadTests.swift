@_spi(Fuzzing) import ActitoAdapter
import Foundation
@_spi(AdapterAuthoring) import PrimerCore
import PrimerSimulator
import Testing

/// How an Actito payload becomes a notification, a system notification or nothing, as the vendor's
/// `ActitoNotification+APNS` and push interceptor read it (Adapters/Actito/FIDELITY.md).
@MainActor @Suite struct ActitoPayloadTests {
    /// Every key the vendor owns, the inbox keys, `x-` keys and the app's own keys in one payload.
    nonisolated static let everyKey =
        #"{"aps":{"alert":{"title":"Sale","body":"50% off"}},"x-sender":"notificare","#
        + #""x-application":"app-1","x-trace":"t-9","id":"msg-1","notificationId":"n-1","#
        + #""notificationType":"re.notifica.notification.Alert","inboxItemId":"i-1","inboxItemVisible":true,"#
        + #""inboxItemExpires":"2030-01-01T00:00:00Z","attachment":{"mimeType":"image/png","uri":"https://e.com/a.png"},"#
        + #""alert":{"title":"Ignored"},"presentation":true,"actions":[],"content":[],"orderId":42,"deeplink":"app://o/42"}"#

    private func notification(_ json: String) throws -> ActitoNotification? {
        guard
            case let .notification(notification, _) = ActitoPayload(
                try PushPayload(jsonText: json),
                receivedAt: .distantPast)
        else { return nil }
        return notification
    }

    @Test func extraKeepsEverythingButTheVendorsOwnKeysAndXKeys() throws {
        let extra = try #require(try notification(Self.everyKey)).extra
        #expect(Set(extra.keys) == ["presentation", "actions", "content", "orderId", "deeplink"])
        #expect(extra["presentation"] == .bool(true))
    }

    struct AlertCase: Sendable, CustomStringConvertible {
        let description: String
        let json: String
        let title: String?
        let subtitle: String?
        let message: String
    }

    nonisolated static let alerts: [AlertCase] = [
        AlertCase(
            description: "aps.alert dictionary",
            json: #"{"aps":{"alert":{"title":"T","subtitle":"S","body":"B"}},"alert":{"title":"X","body":"Y"}}"#,
            title: "T", subtitle: "S", message: "B"),
        AlertCase(
            description: "no aps.alert: the top-level alert dictionary",
            json: #"{"aps":{"content-available":1},"alert":{"title":"T","subtitle":"S","body":"B"}}"#,
            title: "T", subtitle: "S", message: "B"),
        AlertCase(
            description: "no aps at all: the top-level alert dictionary",
            json: #"{"alert":{"body":"B"}}"#, title: nil, subtitle: nil, message: "B"),
        AlertCase(
            description: "top-level alert of the wrong kind reads as absent",
            json: #"{"aps":{},"alert":{"title":5,"body":["B"]}}"#, title: nil, subtitle: nil, message: ""),
        AlertCase(
            description: "Live Activity alert with localization dictionaries has no plain text",
            json: #"{"aps":{"alert":{"title":{"loc-key":"TK"},"body":{"loc-key":"BK","loc-args":["a"]}}}}"#,
            title: nil, subtitle: nil, message: ""),
    ]

    @Test(arguments: alerts)
    func titleSubtitleAndMessage(_ alert: AlertCase) throws {
        let json = alert.json.dropLast() + #","x-sender":"notificare","id":"m","notificationId":"n"}"#
        let notification = try #require(try notification(String(json)))
        #expect(notification.title == alert.title)
        #expect(notification.subtitle == alert.subtitle)
        #expect(notification.message == alert.message)
    }

    @Test func systemNotificationTakesItsIdFromIdAndKeepsTheInboxKeys() async throws {
        let json =
            #"{"aps":{"content-available":1},"x-sender":"notificare","x-application":"app-1","id":"push-7","#
            + #""notificationId":"n-7","system":true,"systemType":"com.example.refresh","inboxItemId":"i-1","#
            + #""inboxItemVisible":false,"inboxItemExpires":"2030-01-01T00:00:00Z","scope":"cart"}"#
        guard case let .system(system) = ActitoPayload(try PushPayload(jsonText: json), receivedAt: .distantPast) else {
            Issue.record("not read as a system notification")
            return
        }
        #expect(system.id == "push-7")
        #expect(system.type == "com.example.refresh")
        #expect(Set(system.extra.keys) == ["inboxItemId", "inboxItemVisible", "inboxItemExpires", "scope"])
    }

    /// A system notification's `extra` as the vendor builds it (ActitoPushKit/Sources/Models/
    /// ActitoSystemNotification.swift, `init(userInfo:)`): only aps, system, systemType, attachment,
    /// notificationId, notificationType, id and the `x-` keys are left out, so `alert` stays.
    @Test func systemNotificationKeepsAlertInItsExtra() throws {
        let json =
            #"{"aps":{"content-available":1},"x-sender":"notificare","id":"push-8","system":true,"#
            + #""systemType":"com.example.sync","alert":{"body":"B"},"attachment":{"uri":"https://a.example/x"},"#
            + #""notificationType":"re.notifica.notification.None","x-extra":1}"#
        guard case let .system(system) = ActitoPayload(try PushPayload(jsonText: json), receivedAt: .distantPast) else {
            Issue.record("not read as a system notification")
            return
        }
        #expect(Set(system.extra.keys) == ["alert"])
    }

    /// The vendor force-casts `systemType` (`userInfo["systemType"] as! String`) and crashes without it;
    /// the adapter delivers the system notification with an empty type (a declared difference).
    @Test(arguments: [
        #"{"aps":{},"x-sender":"notificare","id":"s-9","system":true}"#,
        #"{"aps":{},"x-sender":"notificare","id":"s-9","system":true,"systemType":7}"#,
    ])
    func aSystemNotificationWithoutAStringTypeIsDeliveredWithAnEmptyType(json: String) async {
        let fixture = ActitoFixture(status: .authorized)
        await fixture.receive(json)
        #expect(fixture.log.calls == ["didReceiveSystemNotification()"])
    }

    /// The partial notification the vendor builds from the payload (ActitoPushKit/Sources/Models/
    /// ActitoNotification+APNS.swift, `init?(apnsDictionary:)`) keeps the attachment only when both
    /// `mimeType` and `uri` are strings.
    @Test(arguments: [
        (#"{"mimeType":"image/jpeg","uri":"https://a.example/x.jpg"}"#, true),
        (#"{"uri":"https://a.example/x.jpg"}"#, false),
        (#"{"mimeType":7,"uri":"https://a.example/x.jpg"}"#, false),
        (#"{"mimeType":"image/jpeg"}"#, false),
        (#""https://a.example/x.jpg""#, false),
    ])
    func aPartialNotificationKeepsOnlyAFullyTypedAttachment(attachment: String, kept: Bool) throws {
        let json =
            #"{"aps":{"alert":"Hi"},"x-sender":"notificare","id":"m","notificationId":"n","attachment":"#
            + attachment + "}"
        let notification = try #require(try notification(json))
        #expect(
            notification.attachments
                == (kept ? [ActitoNotification.Attachment(mimeType: "image/jpeg", uri: "https://a.example/x.jpg")] : [])
        )
    }

    @Test(arguments: [
        #"{"aps":{"alert":"Hi"},"x-sender":"notificare","notificationId":"n-1"}"#,
        #"{"aps":{"content-available":1},"x-sender":"notificare","notificationId":"s-1","system":true,"systemType":"com.example.refresh"}"#,
    ])
    func aPayloadWithoutIdReachesNoCallbackAndIsReported(json: String) async {
        let fixture = ActitoFixture(status: .authorized)
        let stream = fixture.push.eventRouter.events()
        await fixture.receive(json)
        await fixture.open(json)
        fixture.push.eventRouter.finish()
        var events: [PushEvent] = []
        for await event in stream { events.append(event) }
        #expect(fixture.log.calls.isEmpty)
        #expect(events.isEmpty)
        let reported = fixture.device.diagnostics.filter { $0.code == "actito.missingId" }
        #expect(reported.count == 2)
        #expect(reported.first?.message.hasPrefix("Missing 'id' property") == true)
    }

    /// An app configured with application id `app-1`, receiving the Actito alert with `x-application`
    /// set to `sent` (absent when `nil`).
    private func otherApplicationFixture(sent: String?) async -> (ActitoFixture, String) {
        let fixture = ActitoFixture(status: .authorized)
        let actito = Actito(environment: fixture.device.environment, applicationId: "app-1")
        actito.push().delegate = fixture.log
        let application = sent.map { #","x-application":"\#($0)""# } ?? ""
        let json = Payloads.actito.dropLast() + application + "}"
        await actito.push().application(didReceiveRemoteNotification: ActitoFixture.userInfo(String(json)))
        await actito.push().userNotificationCenter(
            didReceive: ActitoNotificationResponse(
                actionIdentifier: ActitoNotificationResponse.defaultActionIdentifier,
                userInfo: ActitoFixture.userInfo(String(json))))
        #expect(
            actito.push().userNotificationCenter(willPresent: ActitoFixture.userInfo(String(json)))
                == (sent == "app-1" ? actito.push().presentationOptions : []))
        return (fixture, String(json))
    }

    @Test(arguments: ["app-2", nil])
    func anotherApplicationsPayloadIsIgnoredAndPresentedWithNoOptions(sent: String?) async {
        let (fixture, _) = await otherApplicationFixture(sent: sent)
        #expect(fixture.log.calls.isEmpty)
        let reported = fixture.device.diagnostics.filter { $0.code == "actito.otherApplication" }
        #expect(reported.count == 2)
        let found = sent.map { "'x-application' is '\($0)'" } ?? "'x-application' is absent"
        #expect(reported.first?.message.contains(found) == true)
        #expect(reported.first?.message.contains("the configured application id is 'app-1'") == true)
    }

    @Test func theConfiguredApplicationsPayloadIsDelivered() async {
        let (fixture, _) = await otherApplicationFixture(sent: "app-1")
        #expect(fixture.log.calls == ["didReceiveNotification(n-1, standard)", "didOpenNotification(n-1)"])
        #expect(fixture.device.diagnostics.isEmpty)
    }

    @Test func withoutAnApplicationIdNoApplicationIsChecked() async {
        let fixture = ActitoFixture(status: .authorized)
        let json = Payloads.actito.dropLast() + #","x-application":"any"}"#
        await fixture.receive(String(json))
        #expect(fixture.log.calls == ["didReceiveNotification(n-1, standard)"])
    }

    @Test func theApplicationIdIsSetByConfigure() {
        let actito = Actito()
        #expect(actito.applicationId == nil)
        actito.configure(applicationId: "app-1")
        #expect(actito.applicationId == "app-1")
        #expect(Actito(applicationId: "app-2").applicationId == "app-2")
    }
}
