import ActitoAdapter
import Foundation
import PrimerCore
import Testing

@Suite struct ActitoModelTests {
    @Test(arguments: ActitoNotification.Kind.allCases)
    func notificationKindRoundTripsThroughItsTypeString(kind: ActitoNotification.Kind) {
        let notification = ActitoNotification(id: "n1", type: kind.rawValue, message: "Hello")
        #expect(notification.kind == kind)
    }

    @Test func unknownTypesAreKeptVerbatim() {
        let notification = ActitoNotification(id: "n1", type: "com.example.Future", message: "Hi")
        #expect(notification.kind == nil)
        #expect(notification.type == "com.example.Future")
        let action = ActitoNotification.Action(type: "com.example.Action", label: "Go")
        #expect(action.kind == nil)
    }

    @Test func modelsSurviveAJSONRoundTrip() throws {
        let notification = ActitoNotification(
            id: "n1", time: Date(timeIntervalSince1970: 1_000), title: "T", message: "M",
            actions: [
                .init(
                    type: ActitoNotification.Action.Kind.browser.rawValue, label: "Open",
                    target: "https://example.com")
            ],
            attachments: [.init(mimeType: "image/png", uri: "https://example.com/a.png")],
            extra: ["orderId": .int(42)])
        let data = try JSONEncoder().encode(notification)
        #expect(try JSONDecoder().decode(ActitoNotification.self, from: data) == notification)
    }

    @Test func deliveryMechanismAndTransportKeepTheVendorsRawValues() {
        #expect(ActitoNotificationDeliveryMechanism.allCases.map(\.rawValue) == ["standard", "silent"])
        #expect(ActitoTransport.allCases.map(\.rawValue) == ["Notificare", "APNS"])
        #expect(ActitoPushSubscription(token: "ab").token == "ab")
    }

    @MainActor @Test func sharedInstanceKeepsOnePushModule() {
        let actito = Actito()
        #expect(actito.push() === actito.push())
        #expect(actito.push().environment == nil)
        #expect(actito.push().actito === actito)
    }
}
