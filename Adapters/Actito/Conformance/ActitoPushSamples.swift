import ActitoAdapter
import PrimerConformance
import PrimerCore

extension ActitoProfile {
    /// Actito's documented pushes and the delegate callbacks `ActitoDriver` records for each (one
    /// main-actor callback per push, in delivery order): the declared side of the suite's push checks.
    ///
    /// Recognised samples carry `x-sender: notificare`; an Actito notification opened with an action it
    /// does not list is still Actito's payload, so it is recognised even though it reaches
    /// `didOpenUnknownAction`. Payloads from other senders and Actito-marked payloads the core model cannot
    /// read reach the unknown callbacks; one without `id` or `notificationId`, or of another application,
    /// reaches none. Each dropped or unreadable payload is reported as a diagnostic on the device.
    public static let pushSamples: [PushSample] = [
        PushSample(
            name: "received Actito notification (alert)", delivery: PushDelivery(.received, payloadJSON: Payload.alert),
            recognised: true,
            reports: ["delegate.didReceiveNotification(n-1, standard, content [\"re.notifica.content.HTML\"])"]),
        PushSample(
            name: "received Actito notification (silent)",
            delivery: PushDelivery(.received, payloadJSON: Payload.silent),
            recognised: true, reports: ["delegate.didReceiveNotification(n-2, silent)"]),
        PushSample(
            name: "received Actito notification forcing its presentation (presentation: true)",
            delivery: PushDelivery(.received, payloadJSON: Payload.presented),
            recognised: true, reports: ["delegate.didReceiveNotification(n-5, standard)"],
            foregroundPresentation: [.banner, .sound, .badge]),
        PushSample(
            name: "received Actito system notification", delivery: PushDelivery(.received, payloadJSON: Payload.system),
            recognised: true, reports: ["delegate.didReceiveSystemNotification(com.example.refresh)"]),
        PushSample(
            name: "received Actito system notification (system: 1, as APNs JSON carries a number)",
            delivery: PushDelivery(.received, payloadJSON: Payload.systemAsNumber),
            recognised: true, reports: ["delegate.didReceiveSystemNotification(com.example.sync)"]),
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
            name: "Actito notification of another application (vendor: \"Incoming notification from another "
                + "application\", no callback, shown with no options)",
            delivery: PushDelivery(.received, payloadJSON: Payload.otherApplication), recognised: false, reports: [],
            diagnostics: ["actito.otherApplication"], foregroundPresentation: []),
        PushSample(
            name: "Actito notification of another application opened (vendor: no open callback)",
            delivery: PushDelivery(.opened, payloadJSON: Payload.otherApplication), recognised: false, reports: [],
            diagnostics: ["actito.otherApplication"], foregroundPresentation: []),
        PushSample(
            name: "Actito-marked payload without notificationId (vendor: \"Missing 'notificationId' property\", "
                + "no callback)",
            delivery: PushDelivery(.received, payloadJSON: Payload.noNotificationID), recognised: false, reports: [],
            diagnostics: ["actito.missingNotificationId"]),
        PushSample(
            name: "Actito-marked payload without id (vendor: \"Missing 'id' property\", no callback)",
            delivery: PushDelivery(.received, payloadJSON: Payload.noID), recognised: false, reports: [],
            diagnostics: ["actito.missingId"]),
        PushSample(
            name: "malformed Actito-marked payload (aps a string)",
            delivery: PushDelivery(.received, payloadJSON: Payload.malformed),
            recognised: false, reports: ["delegate.didReceiveUnknownNotification"],
            diagnostics: ["push.malformedPayload"]),
    ]

    /// The samples' payloads, shaped as Actito sends them to the driver's application
    /// (`ActitoDriver.applicationId`).
    private enum Payload {
        static let alert =
            #"{"aps": {"alert": {"title": "Sale", "body": "50% off"}}, "x-sender": "notificare", "#
            + #""x-application": "conformance-app", "id": "msg-1", "notificationId": "n-1", "#
            + #""notificationType": "re.notifica.notification.Alert", "#
            + #""content": [{"type": "re.notifica.content.HTML", "data": "<p>50% off</p>"}], "#
            + #""actions": [{"type": "re.notifica.action.Browser", "label": "Open", "target": "https://example.com"}]}"#
        static let silent =
            #"{"aps": {"content-available": 1}, "x-sender": "notificare", "x-application": "conformance-app", "#
            + #""id": "msg-2", "notificationId": "n-2"}"#
        static let presented =
            #"{"aps": {"alert": {"title": "Now", "body": "Flash sale"}}, "x-sender": "notificare", "#
            + #""x-application": "conformance-app", "id": "msg-5", "notificationId": "n-5", "presentation": true}"#
        static let system =
            #"{"aps": {"content-available": 1}, "x-sender": "notificare", "x-application": "conformance-app", "#
            + #""id": "s-1", "system": true, "systemType": "com.example.refresh"}"#
        static let systemAsNumber =
            #"{"aps": {"content-available": 1}, "x-sender": "notificare", "x-application": "conformance-app", "#
            + #""id": "s-2", "system": 1, "systemType": "com.example.sync"}"#
        static let foreign = #"{"aps": {"alert": "From another SDK"}, "x-sender": "other", "id": "m-9"}"#
        static let otherApplication =
            #"{"aps": {"alert": "Hi"}, "x-sender": "notificare", "x-application": "another-app", "#
            + #""id": "msg-4", "notificationId": "n-6"}"#
        static let noNotificationID =
            #"{"aps": {"alert": "Hi"}, "x-sender": "notificare", "x-application": "conformance-app", "id": "msg-3"}"#
        static let noID =
            #"{"aps": {"alert": "Hi"}, "x-sender": "notificare", "x-application": "conformance-app", "#
            + #""notificationId": "n-3"}"#
        static let malformed = #"{"aps": "alert", "x-sender": "notificare", "notificationId": "n-4"}"#
    }
}
