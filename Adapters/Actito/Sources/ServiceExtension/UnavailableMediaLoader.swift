import Foundation

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
