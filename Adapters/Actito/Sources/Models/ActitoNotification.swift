import Foundation
import PrimerCore

/// An Actito notification: what the dashboard or the REST API composed, as the app receives it in
/// push callbacks and hands it to the push UI.
///
/// Built from an APNs payload by `ActitoPayload`. Fields the payload does not carry (the vendor SDK
/// fetches them from its API) keep their defaults, and ``partial`` says so.
public struct ActitoNotification: Sendable, Hashable, Codable, Identifiable {
    /// Whether the value was built from the push payload alone rather than the full server record.
    public var partial: Bool
    /// The notification's identifier (`notificationId` in the payload).
    public var id: String
    /// The notification type, a `re.notifica.notification.*` string (see ``Kind``).
    public var type: String
    /// When the notification was received.
    public var time: Date
    /// The title (`aps.alert.title`, or a top-level `alert.title` when `aps.alert` is absent).
    public var title: String?
    /// The subtitle (`aps.alert.subtitle`, or a top-level `alert.subtitle` when `aps.alert` is absent).
    public var subtitle: String?
    /// The message (`aps.alert.body`, the alert string, or a top-level `alert.body` when `aps.alert` is
    /// absent; empty when there is none).
    public var message: String
    /// The type-specific content (HTML, a URL, a store identifier...).
    public var content: [Content]
    /// The actions the user can choose.
    public var actions: [Action]
    /// The media attached to the notification (the lock-screen image).
    public var attachments: [Attachment]
    /// The payload's custom keys but Actito's own (`ActitoPayload.ownKeys`) and those starting with `x-`;
    /// `presentation`, `actions` and `content` stay, as in the vendor's model.
    public var extra: [String: PushValue]
    /// The identifier of the scene that should handle it (`aps.target-content-id`).
    public var targetContentIdentifier: String?

    /// Creates a notification; everything but the identifier and the message has an empty default.
    public init(
        partial: Bool = false, id: String, type: String = Kind.alert.rawValue, time: Date = Date(),
        title: String? = nil, subtitle: String? = nil, message: String, content: [Content] = [],
        actions: [Action] = [], attachments: [Attachment] = [], extra: [String: PushValue] = [:],
        targetContentIdentifier: String? = nil
    ) {
        self.partial = partial
        self.id = id
        self.type = type
        self.time = time
        self.title = title
        self.subtitle = subtitle
        self.message = message
        self.content = content
        self.actions = actions
        self.attachments = attachments
        self.extra = extra
        self.targetContentIdentifier = targetContentIdentifier
    }

    /// The known type, or `nil` for a type this version does not know (kept in ``type``).
    public var kind: Kind? { Kind(rawValue: type) }

    /// The notification types Actito documents.
    public enum Kind: String, Sendable, Hashable, CaseIterable, Codable {
        /// No UI: the app handles it.
        case none = "re.notifica.notification.None"
        /// A system alert with the message and the actions.
        case alert = "re.notifica.notification.Alert"
        /// HTML content in a web view.
        case webView = "re.notifica.notification.WebView"
        /// A web page in a web view.
        case url = "re.notifica.notification.URL"
        /// A deep link handed to the app.
        case urlScheme = "re.notifica.notification.URLScheme"
        /// A URL resolved to a deep link or a page.
        case urlResolver = "re.notifica.notification.URLResolver"
        /// An image gallery.
        case image = "re.notifica.notification.Image"
        /// A video.
        case video = "re.notifica.notification.Video"
        /// A map with markers.
        case map = "re.notifica.notification.Map"
        /// A prompt to rate the app.
        case rate = "re.notifica.notification.Rate"
        /// A Wallet pass.
        case passbook = "re.notifica.notification.Passbook"
        /// An App Store product.
        case store = "re.notifica.notification.Store"
        /// A page in the in-app browser.
        case inAppBrowser = "re.notifica.notification.InAppBrowser"
    }
}

extension ActitoNotification {
    /// One piece of type-specific content.
    public struct Content: Sendable, Hashable, Codable {
        /// What the data is (`re.notifica.content.HTML`, `re.notifica.content.URL`, ...).
        public var type: String
        /// The data, as the payload had it.
        public var data: PushValue

        public init(type: String, data: PushValue) {
            self.type = type
            self.data = data
        }
    }
}
