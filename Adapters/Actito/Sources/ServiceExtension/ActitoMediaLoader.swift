import Foundation

/// Downloads notification media into local files (`URLSession.download` on Apple platforms).
///
/// Contract:
/// - ``download(_:maxBytes:)`` returns a file the caller owns, or throws. It may stop early and throw
///   when the server announces more than `maxBytes`, but need not: the caller checks the size again.
/// - It honours task cancellation (the service extension cancels it when its time budget runs out).
/// - ``discard(_:)`` deletes a file that will not be attached; discarding twice is harmless.
public protocol ActitoMediaLoader: Sendable {
    /// Downloads `url` into a local file.
    func download(_ url: URL, maxBytes: Int) async throws -> ActitoDownloadedMedia
    /// Deletes a downloaded file that will not be attached.
    func discard(_ media: ActitoDownloadedMedia) async
}

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

/// The loader used where the platform has none (Linux): every download fails, so the notification is
/// shown without media rather than not at all.
public struct UnavailableMediaLoader: ActitoMediaLoader {
    public init() {}

    /// Throws ``ActitoServiceExtensionError/downloadFailed(url:reason:)``.
    public func download(_ url: URL, maxBytes: Int) async throws -> ActitoDownloadedMedia {
        throw ActitoServiceExtensionError.downloadFailed(
            url: url.absoluteString,
            reason: "no media loader on this platform")
    }

    /// Nothing to delete.
    public func discard(_ media: ActitoDownloadedMedia) async {}
}
