extension ActitoNotification {
    /// A media file attached to a notification (the "Lock Screen Media" of the dashboard, or the
    /// payload's `attachment` object), downloaded by the notification service extension.
    public struct Attachment: Sendable, Hashable, Codable {
        /// The MIME type (`image/jpeg`), a hint for the system's type detection.
        public var mimeType: String
        /// Where the file is, as given (validated when it is downloaded, not here).
        public var uri: String

        public init(mimeType: String, uri: String) {
            self.mimeType = mimeType
            self.uri = uri
        }
    }
}
