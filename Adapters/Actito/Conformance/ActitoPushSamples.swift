import ActitoAdapter
import PrimerConformance
import PrimerCore

extension ActitoProfile {
    /// Actito's documented pushes and the delegate callbacks ``ActitoDriver`` records for each (one
    /// main-actor callback per push, in delivery order): the declared side of the suite's push checks.
    ///
    /// Recognised samples carry `x-sender: notificare`; an Actito notification opened with an action it
    /// does not list is still Actito's payload, so it is recognised even though it reaches
    /// `didOpenUnknownAction`. Payloads from other senders and Actito-marked payloads the core model cannot
    /// read reach the unknown callbacks; one without `id` or `notificationId` reaches none.
    public static let pushSamples: [PushSample] = [
        PushSample(
            name: "received Actito notification (alert)", delivery: PushDelivery(.received, payloadJSON: Payload.alert),
            recognised: true, reports: ["delegate.didReceiveNotification(n-1, standard)"]),
        PushSample(
            name: "received Actito notification (silent)",
            delivery: PushDelivery(.received, payloadJSON: Payload.silent),
            recognised: true, reports: ["delegate.didReceiveNotification(n-2, silent)"]),
        PushSample(
            name: "received Actito system notification", delivery: PushDelivery(.received, payloadJSON: Payload.system),
            recognised: true, reports: ["delegate.didReceiveSystemNotification(com.example.refresh)"]),
        PushSample(
            name: "opened Actito notification", delivery: PushDelivery(.opened, payloadJSON: Payload.alert),
            recognised: true, reports: ["delegate.didOpenNotification(n-1)"]),
        PushSample(
            name: "opened Actito action",
            delivery: PushDelivery(
                .openedAction(identifier: "Open", responseText: nil),
                payloadJSON: Payload.alert),
            recognised: true, reports: ["delegate.didOpenAction(Open, n-1)"]),
        PushSample(
            name: "opened Actito notification with an unlisted action",
            delivery: PushDelivery(.openedAction(identifier: "Snooze", responseText: nil), payloadJSON: Payload.alert),
            recognised: true, reports: ["delegate.didOpenUnknownAction(Snooze)"]),
        PushSample(
            name: "received from another sender", delivery: PushDelivery(.received, payloadJSON: Payload.foreign),
            recognised: false, reports: ["delegate.didReceiveUnknownNotification"]),
        PushSample(
            name: "opened from another sender", delivery: PushDelivery(.opened, payloadJSON: Payload.foreign),
            recognised: false, reports: ["delegate.didOpenUnknownNotification"]),
        PushSample(
            name: "action of another sender's notification",
            delivery: PushDelivery(
                .openedAction(identifier: "reply", responseText: "ok"), payloadJSON: Payload.foreign),
            recognised: false, reports: ["delegate.didOpenUnknownAction(reply)"]),
        PushSample(
            name: "Actito-marked payload without notificationId (vendor: \"Missing 'notificationId' property\", "
                + "no callback)",
            delivery: PushDelivery(.received, payloadJSON: Payload.noNotificationID), recognised: false, reports: []),
        PushSample(
            name: "Actito-marked payload without id (vendor: \"Missing 'id' property\", no callback)",
            delivery: PushDelivery(.received, payloadJSON: Payload.noID), recognised: false, reports: []),
        PushSample(
            name: "malformed Actito-marked payload (aps a string)",
            delivery: PushDelivery(.received, payloadJSON: Payload.malformed),
            recognised: false, reports: ["delegate.didReceiveUnknownNotification"]),
    ]

    /// The samples' payloads, shaped as Actito sends them.
    private enum Payload {
        static let alert =
            #"{"aps": {"alert": {"title": "Sale", "body": "50% off"}}, "x-sender": "notificare", "#
            + #""id": "msg-1", "notificationId": "n-1", "notificationType": "re.notifica.notification.Alert", "#
            + #""actions": [{"type": "re.notifica.action.Browser", "label": "Open", "target": "https://example.com"}]}"#
        static let silent =
            #"{"aps": {"content-available": 1}, "x-sender": "notificare", "id": "msg-2", "notificationId": "n-2"}"#
        static let system =
            #"{"aps": {"content-available": 1}, "x-sender": "notificare", "id": "s-1", "#
            + #""system": true, "systemType": "com.example.refresh"}"#
        static let foreign = #"{"aps": {"alert": "From another SDK"}, "x-sender": "other", "id": "m-9"}"#
        static let noNotificationID = #"{"aps": {"alert": "Hi"}, "x-sender": "notificare", "id": "msg-3"}"#
        static let noID = #"{"aps": {"alert": "Hi"}, "x-sender": "notificare", "notificationId": "n-3"}"#
        static let malformed = #"{"aps": "alert", "x-sender": "notificare", "notificationId": "n-4"}"#
    }
}
