import Foundation
@_spi(AdapterAuthoring) import PrimerCore

/// What a push payload is to Actito, read through the core `PushPayload` model as the vendor's push
/// handling and `ActitoNotification+APNS` read it.
///
/// A payload is Actito's when `x-sender == "notificare"` (the vendor kept its old name on the wire).
/// With an application id configured, an Actito payload whose `x-application` is another one is ignored.
/// An Actito payload with `system` true is a system notification: Actito's own `re.notifica.*` types stay
/// inside the SDK, others take their id from the payload's `id`. Any other Actito payload is a
/// notification, which also needs a string `notificationId` (its id). A payload that needs `id` or
/// `notificationId` and has none is ignored (the vendor logs "Missing 'id' property" or "Missing
/// 'notificationId' property" and stops).
///
/// `extra` keeps every custom key but the vendor's own (``ownKeys``; a system notification keeps the
/// inbox keys, ``systemOwnKeys``) and those starting with `x-`: `presentation`, `actions` and `content`
/// stay in it, as in the vendor's model.
@_spi(Fuzzing) public enum ActitoPayload: Sendable, Hashable {
    /// A notification for the user.
    case notification(ActitoNotification, delivery: ActitoNotificationDeliveryMechanism)
    /// A system notification with an app-defined type.
    case system(ActitoSystemNotification)
    /// A system notification of Actito's own (`re.notifica.*`), handled inside the SDK.
    case internalSystem(type: String)
    /// Actito's, but not delivered at all: another application's, or without `id`.
    case ignored(ActitoIgnoredPayload)
    /// Not Actito's.
    case unknown

    /// The `x-sender` value that marks Actito payloads.
    public static let sender = "notificare"

    /// The keys the vendor leaves out of a notification's `extra` (besides every `x-` key).
    public static let ownKeys: Set<String> = [
        "aps", "alert", "inboxItemId", "inboxItemVisible", "inboxItemExpires", "system", "systemType",
        "attachment", "notificationId", "notificationType", "id",
    ]

    /// The keys the vendor leaves out of a system notification's `extra` (besides every `x-` key): a
    /// system notification keeps the inbox keys and `alert`.
    public static let systemOwnKeys: Set<String> = ownKeys.subtracting([
        "inboxItemId", "inboxItemVisible", "inboxItemExpires", "alert",
    ])

    /// Whether `payload` comes from Actito.
    public static func isActito(_ payload: PushPayload) -> Bool {
        payload.string("x-sender") == sender
    }

    /// Classifies `payload`, stamping a notification with `receivedAt`; `applicationId` is the one the
    /// app configured (`nil`: `x-application` is not checked).
    public init(_ payload: PushPayload, receivedAt: Date, applicationId: String? = nil) {
        guard Self.isActito(payload) else {
            self = .unknown
            return
        }
        if let applicationId, payload.string("x-application") != applicationId {
            self = .ignored(.otherApplication(sent: payload.string("x-application"), configured: applicationId))
            return
        }
        let isSystem = Self.flag(payload.custom["system"])
        let systemType = payload.string("systemType") ?? ""
        if isSystem, systemType.hasPrefix("re.notifica.") {
            self = .internalSystem(type: systemType)
            return
        }
        guard let id = payload.string("id") else {
            self = .ignored(.missingId)
            return
        }
        if isSystem {
            self = .system(
                ActitoSystemNotification(
                    id: id, type: systemType,
                    extra: Self.extra(payload, leaving: Self.systemOwnKeys)))
            return
        }
        guard let notificationId = payload.string("notificationId") else {
            self = .ignored(.missingNotificationId)
            return
        }
        let alert = Self.alert(payload)
        let notification = ActitoNotification(
            partial: true, id: notificationId,
            type: payload.string("notificationType") ?? ActitoNotification.Kind.alert.rawValue,
            time: receivedAt, title: alert.title, subtitle: alert.subtitle,
            message: alert.body ?? "", content: Self.content(payload.custom["content"]),
            actions: Self.actions(payload.custom["actions"]),
            attachments: ActitoAttachmentReference.notificationAttachment(from: payload.custom).map { [$0] } ?? [],
            extra: Self.extra(payload, leaving: Self.ownKeys), targetContentIdentifier: payload.aps.targetContentId)
        // The documented meaning (a visible alert is standard), not the vendor's dictionary-only test.
        let delivery: ActitoNotificationDeliveryMechanism = payload.deliveryMechanism == .standard ? .standard : .silent
        self = .notification(notification, delivery: delivery)
    }

    /// Whether `value` is true as the vendor's `as? Bool` reads it: `true`, or the number 1 (an `NSNumber`
    /// 0 or 1 bridges to `Bool`; a string never does).
    static func flag(_ value: PushValue?) -> Bool {
        value?.boolValue == true || value?.intValue == 1
    }

    /// The custom keys but `own` and those starting with `x-`.
    private static func extra(_ payload: PushPayload, leaving own: Set<String>) -> [String: PushValue] {
        payload.custom.filter { !own.contains($0.key) && !$0.key.hasPrefix("x-") }
    }

    /// Title, subtitle and body: from `aps.alert`, or, when it is absent, from a top-level `alert`
    /// dictionary (its string `title`, `subtitle` and `body`; other kinds of value read as absent).
    private static func alert(_ payload: PushPayload) -> (title: String?, subtitle: String?, body: String?) {
        if let alert = payload.aps.alert { return (alert.title, alert.subtitle, alert.body) }
        let fallback = payload.custom["alert"]
        return (fallback?["title"]?.stringValue, fallback?["subtitle"]?.stringValue, fallback?["body"]?.stringValue)
    }

    /// The delivery mechanism the vendor's shipping code reports: `.standard` only for a dictionary
    /// `aps.alert` (a string alert reads as `.silent`). Kept for the behaviour profile and migration
    /// tests; the adapter reports the documented meaning.
    public static func vendorDeliveryMechanism(_ payload: PushPayload) -> ActitoNotificationDeliveryMechanism {
        if case .content? = payload.aps.alert { return .standard }
        return .silent
    }

    // Lenient readers: a malformed optional part is dropped, never a reason to lose the notification.

    private static func actions(_ value: PushValue?) -> [ActitoNotification.Action] {
        (value?.arrayValue ?? []).compactMap { element in
            guard let type = element["type"]?.stringValue, let label = element["label"]?.stringValue else { return nil }
            return ActitoNotification.Action(
                type: type, label: label, target: element["target"]?.stringValue,
                camera: element["camera"]?.boolValue ?? false, keyboard: element["keyboard"]?.boolValue ?? false,
                destructive: element["destructive"]?.boolValue ?? false)
        }
    }

    private static func content(_ value: PushValue?) -> [ActitoNotification.Content] {
        (value?.arrayValue ?? []).compactMap { element in
            guard let type = element["type"]?.stringValue else { return nil }
            return ActitoNotification.Content(type: type, data: element["data"] ?? .null)
        }
    }
}
