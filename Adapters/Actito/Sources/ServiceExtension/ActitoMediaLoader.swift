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
