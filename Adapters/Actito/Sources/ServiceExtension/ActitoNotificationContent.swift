import Foundation
@_spi(AdapterAuthoring) import PrimerCore

/// The content of a notification as a service extension sees it: the platform-neutral form of
/// `UNNotificationContent` (`Sources/Apple/` bridges both ways).
public struct ActitoNotificationContent: Sendable, Hashable {
    public var title: String
    public var subtitle: String
    public var body: String
    /// The payload (`userInfo`), `aps` included, as untrusted values.
    public var userInfo: [String: PushValue]
    /// The media files attached to the notification.
    public var attachments: [Attachment]

    /// Creates content; everything is empty by default.
    public init(
        title: String = "", subtitle: String = "", body: String = "", userInfo: [String: PushValue] = [:],
        attachments: [Attachment] = []
    ) {
        self.title = title
        self.subtitle = subtitle
        self.body = body
        self.userInfo = userInfo
        self.attachments = attachments
    }

    /// The content iOS builds from `payload`: the alert's texts and the payload as `userInfo`.
    @_spi(Fuzzing) public init(payload: PushPayload) {
        self.init(
            title: payload.aps.alert?.title ?? "", subtitle: payload.aps.alert?.subtitle ?? "",
            body: payload.aps.alert?.body ?? "", userInfo: payload.members)
    }

    /// A local media file attached to a notification (`UNNotificationAttachment`).
    public struct Attachment: Sendable, Hashable {
        /// The attachment's identifier.
        public var identifier: String
        /// The file on disk (the system moves it into its own store when it attaches it).
        public var fileURL: URL
        /// The uniform type identifier (`public.jpeg`), when the MIME type told it; otherwise the
        /// system guesses from the file's extension.
        public var typeHint: String?

        public init(identifier: String, fileURL: URL, typeHint: String? = nil) {
            self.identifier = identifier
            self.fileURL = fileURL
            self.typeHint = typeHint
        }
    }
}
