import Foundation
@_spi(AdapterAuthoring) import PrimerCore

/// Rich notifications, Actito style: call `handleNotificationRequest(_:completion:)` from the
/// notification service extension's `didReceive(_:withContentHandler:)`.
///
/// It downloads the payload's `attachment.uri` and attaches it as the notification's only attachment,
/// named `file_<last path component>` with the type hint the download's MIME type gives, as the vendor's
/// extension does. A payload without a readable `attachment` (none, not a dictionary, no string `uri`) is
/// delivered unchanged, as by the vendor, a malformed one with its field reported. Whatever else goes
/// wrong (no valid URL, an insecure or unsupported scheme, a failed download, a file over
/// ``maxAttachmentBytes``, a download still running when ``timeBudget`` runs out) the notification is
/// delivered with its original content and the typed ``ActitoServiceExtensionError`` is reported to
/// ``diagnostics``: nothing is thrown at the system, and the time budget keeps the extension inside the
/// system's limit.
///
/// The static entry points use ``shared``; tests and apps that want their own ports build an instance.
public struct ActitoNotificationServiceExtension: Sendable {
    /// About how long iOS lets a service extension run before it shows the original content itself.
    public static let systemTimeLimit: TimeInterval = 30
    /// The longest budget accepted: the attachment still has to be handed over after the download.
    public static let maxTimeBudget: TimeInterval = 28

    /// Downloads the media.
    public var loader: any ActitoMediaLoader
    /// Measures the time budget.
    public var timer: any ActitoTimer
    /// The largest file attached, in bytes. The vendor advises keeping media below 300 KB so it arrives
    /// in time on slow networks; larger files are left out.
    public var maxAttachmentBytes: Int
    /// How long the download may take, in seconds; capped at ``maxTimeBudget``.
    public var timeBudget: TimeInterval
    /// Whether `http` URLs are downloaded (only with the App Transport Security exception the vendor
    /// documents for the extension's Info.plist).
    public var allowsInsecureHTTP: Bool
    /// Receives the reasons a notification was left without media.
    public var diagnostics: DiagnosticsHandler

    /// Creates an extension handler; the defaults are the platform's loader, the real timer, 300 KB
    /// and 25 seconds.
    public init(
        loader: any ActitoMediaLoader = ActitoNotificationServiceExtension.platformLoader,
        timer: any ActitoTimer = ActitoSystemTimer(), maxAttachmentBytes: Int = 300 * 1024,
        timeBudget: TimeInterval = 25, allowsInsecureHTTP: Bool = false,
        diagnostics: @escaping DiagnosticsHandler = { _ in }
    ) {
        self.loader = loader
        self.timer = timer
        self.maxAttachmentBytes = maxAttachmentBytes
        self.timeBudget = timeBudget
        self.allowsInsecureHTTP = allowsInsecureHTTP
        self.diagnostics = diagnostics
    }

    // MARK: Shared configuration

    private static let sharedStorage = LockedValue(ActitoNotificationServiceExtension())

    /// The configuration the static entry points use; set it once when the extension starts.
    public static var shared: ActitoNotificationServiceExtension {
        get { sharedStorage.withLock { $0 } }
        // The configuration replaced holds the app's loader and diagnostics: released after the unlock.
        set { sharedStorage.replaceReleasingAfterUnlock(with: newValue) }
    }

    /// ``shared``'s ``handleNotificationRequest(_:)``.
    public static func handleNotificationRequest(_ request: ActitoNotificationRequest) async
        -> ActitoNotificationContent
    {
        await shared.handleNotificationRequest(request)
    }

    /// ``shared``'s `handleNotificationRequest(_:completion:)`.
    public static func handleNotificationRequest(
        _ request: ActitoNotificationRequest,
        _ completion: @escaping (Result<ActitoNotificationContent, ActitoServiceExtensionError>) -> Void
    ) {
        shared.handleNotificationRequest(request, completion)
    }

    // MARK: Handling

    /// The content to show: `request`'s content with the payload's media attached, or the original
    /// content when there is no media or it could not be attached (the reason goes to ``diagnostics``).
    public func handleNotificationRequest(_ request: ActitoNotificationRequest) async -> ActitoNotificationContent {
        switch await enrich(request) {
        case let .success(content): content
        case .failure: request.content
        }
    }

    /// The vendor's completion form: `.success` with the content to show (enriched, or unchanged when the
    /// payload has no readable `attachment`), or `.failure` with the reason the media was left out, after which the app
    /// hands the system `request.content` as the vendor's sample does. Called once, from another task.
    ///
    /// The completion is not `@Sendable` because the documented call site captures the extension's
    /// non-`Sendable` content handler.
    public func handleNotificationRequest(
        _ request: ActitoNotificationRequest,
        _ completion: @escaping (Result<ActitoNotificationContent, ActitoServiceExtensionError>) -> Void
    ) {
        let callback = CompletionHandOff(completion)
        Task { callback.call(await enrich(request)) }
    }

    /// Downloads and attaches the media; every failure is reported before it is returned.
    func enrich(_ request: ActitoNotificationRequest) async
        -> Result<ActitoNotificationContent, ActitoServiceExtensionError>
    {
        let result = await attachMedia(to: request.content)
        if case let .failure(error) = result {
            diagnostics(Diagnostic(.warning, code: error.code, "\(error) (request '\(request.identifier)')"))
            // The vendor reads an unreadable attachment as none: the content goes through unchanged.
            if case .malformedAttachment = error { return .success(request.content) }
        }
        return result
    }

    private func attachMedia(to content: ActitoNotificationContent) async
        -> Result<ActitoNotificationContent, ActitoServiceExtensionError>
    {
        let uri: String
        switch ActitoAttachmentReference.downloadURI(from: content.userInfo) {
        case .success(nil): return .success(content)
        case let .success(found?): uri = found
        case let .failure(error): return .failure(error)
        }
        let url: URL
        switch ActitoAttachmentReference.downloadURL(uri, allowsInsecureHTTP: allowsInsecureHTTP) {
        case let .success(valid): url = valid
        case let .failure(error): return .failure(error)
        }
        let budget = min(timeBudget, Self.maxTimeBudget)
        let (loader, timer, limit) = (self.loader, self.timer, maxAttachmentBytes)
        let outcome = await raceAgainstDeadline(
            { try await loader.download(url, maxBytes: limit) },
            deadline: { try await timer.sleep(for: budget) },
            onLateResult: { await loader.discard($0) })
        switch outcome {
        case .expired:
            return .failure(.timedOut(url: uri, budget: budget))
        case let .failed(error as ActitoServiceExtensionError):
            return .failure(error)
        case let .failed(error):
            return .failure(.downloadFailed(url: uri, reason: "\(error)"))
        case let .finished(media) where media.byteCount > limit:
            await loader.discard(media)
            return .failure(.fileTooLarge(url: uri, bytes: media.byteCount, limit: limit))
        case let .finished(media):
            var enriched = content
            // As the vendor's: the one attachment replaces any the content had, and its type hint is the
            // server's MIME type (the payload's `mimeType` is not read).
            enriched.attachments = [
                .init(
                    identifier: Self.attachmentIdentifier(for: url), fileURL: media.fileURL,
                    typeHint: ActitoMediaType.typeIdentifier(forMIMEType: media.mimeType))
            ]
            return .success(enriched)
        }
    }

    /// The identifier of the attachment this extension adds for `url`: `file_` and the URL's last path
    /// component (`file_sale.jpg`), as the vendor names it; `file_` alone for a URL without a path, where
    /// the vendor's force-unwrap crashes.
    public static func attachmentIdentifier(for url: URL) -> String {
        "file_" + (url.pathComponents.last ?? "")
    }
}

/// Carries the app's completion into the task that calls it.
///
/// `@unchecked Sendable` is safe here: the closure is stored once at creation, never mutated, and called
/// exactly once from a single task after the caller's call has returned, so no two threads ever touch
/// it at the same time. Whether the closure's own captures may be used from another thread is the same
/// promise every completion-handler API asks of its caller (iOS documents the service extension's content
/// handler as callable from any thread).
private struct CompletionHandOff<Value>: @unchecked Sendable {
    private let completion: (Value) -> Void

    init(_ completion: @escaping (Value) -> Void) { self.completion = completion }

    func call(_ value: Value) { completion(value) }
}
