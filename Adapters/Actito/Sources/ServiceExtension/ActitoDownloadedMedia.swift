import Foundation

/// A file a ``ActitoMediaLoader`` downloaded.
public struct ActitoDownloadedMedia: Sendable, Hashable {
    /// Where the file is.
    public var fileURL: URL
    /// Its size in bytes.
    public var byteCount: Int
    /// The MIME type the server sent, if any.
    public var mimeType: String?

    /// Describes a downloaded file.
    public init(fileURL: URL, byteCount: Int, mimeType: String? = nil) {
        self.fileURL = fileURL
        self.byteCount = byteCount
        self.mimeType = mimeType
    }
}
