import Foundation
import PrimerCore

/// What a push payload is to Actito, read through the core ``PushPayload`` model.
///
/// A payload is Actito's when `x-sender == "notificare"` (the vendor kept its old name on the wire).
/// An Actito payload is a system notification when `system` is true, otherwise a notification that
/// must carry a string `notificationId`. Everything Actito does not own stays in `extra`.
public enum ActitoPayload: Sendable, Hashable {
    /// A notification for the user.
    case notification(ActitoNotification, delivery: ActitoNotificationDeliveryMechanism)
    /// A system notification with an app-defined type.
    case system(ActitoSystemNotification)
    /// A system notification of Actito's own (`re.notifica.*`), handled inside the SDK.
    case internalSystem(type: String)
    /// Not Actito's, or Actito's but without the fields a notification needs.
    case unknown

    /// The `x-sender` value that marks Actito payloads.
    public static let sender = "notificare"

    /// Keys Actito owns; the rest of the payload is the notification's `extra`.
    public static let ownKeys: Set<String> = [
        "x-sender", "id", "notificationId", "notificationType", "system", "systemType", "attachment",
        "actions", "content", "inboxItemId", "inboxItemVisible", "inboxItemExpires", "presentation",
    ]

    /// Whether `payload` comes from Actito.
    public static func isActito(_ payload: PushPayload) -> Bool {
        payload.string("x-sender") == sender
    }

    /// Classifies `payload`, stamping a notification with `receivedAt`.
    public init(_ payload: PushPayload, receivedAt: Date) {
        guard Self.isActito(payload) else {
            self = .unknown
            return
        }
        let extra = payload.custom.filter { !Self.ownKeys.contains($0.key) }
        let id = payload.string("notificationId")
        if payload.custom["system"]?.boolValue == true || payload.custom["system"]?.intValue == 1 {
            let type = payload.string("systemType") ?? ""
            if type.hasPrefix("re.notifica.") {
                self = .internalSystem(type: type)
            } else if let id {
                self = .system(ActitoSystemNotification(id: id, type: type, extra: extra))
            } else {
                self = .unknown
            }
            return
        }
        guard let id else {
            self = .unknown
            return
        }
        let notification = ActitoNotification(
            partial: true, id: id,
            type: payload.string("notificationType") ?? ActitoNotification.Kind.alert.rawValue,
            time: receivedAt, title: payload.aps.alert?.title, subtitle: payload.aps.alert?.subtitle,
            message: payload.aps.alert?.body ?? "", content: Self.content(payload.custom["content"]),
            actions: Self.actions(payload.custom["actions"]), attachments: Self.attachments(payload.custom),
            extra: extra, targetContentIdentifier: payload.aps.targetContentId)
        // The documented meaning (a visible alert is standard), not the vendor's dictionary-only test.
        let delivery: ActitoNotificationDeliveryMechanism = payload.deliveryMechanism == .standard ? .standard : .silent
        self = .notification(notification, delivery: delivery)
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

    /// The payload's media, read as the service extension reads it; a malformed `attachment` only
    /// loses the media.
    private static func attachments(_ payload: [String: PushValue]) -> [ActitoNotification.Attachment] {
        guard case let .success(attachment?) = ActitoAttachmentReference.read(from: payload) else { return [] }
        return [attachment]
    }

    private static func content(_ value: PushValue?) -> [ActitoNotification.Content] {
        (value?.arrayValue ?? []).compactMap { element in
            guard let type = element["type"]?.stringValue else { return nil }
            return ActitoNotification.Content(type: type, data: element["data"] ?? .null)
        }
    }
}
