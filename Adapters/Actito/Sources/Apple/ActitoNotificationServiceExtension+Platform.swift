#if canImport(UserNotifications) && !os(tvOS)
import Foundation
@_spi(AdapterAuthoring) import PrimerCore
import UserNotifications

extension ActitoNotificationServiceExtension {
    /// `URLSession` downloads.
    public static var platformLoader: any ActitoMediaLoader { URLSessionMediaLoader() }

    /// The vendor's call shape over `UNNotificationRequest`: ``shared``'s handling of the neutral request.
    public static func handleNotificationRequest(
        _ request: UNNotificationRequest,
        _ completion: @escaping (Result<UNNotificationContent, ActitoServiceExtensionError>) -> Void
    ) {
        let original = request.content
        handleNotificationRequest(ActitoNotificationRequest(request)) { result in
            completion(result.map { original.adding($0.attachments) })
        }
    }

    /// The async form over `UNNotificationRequest`: the content to show, never an error.
    public static func handleNotificationRequest(_ request: UNNotificationRequest) async -> UNNotificationContent {
        let original = request.content
        return original.adding(await handleNotificationRequest(ActitoNotificationRequest(request)).attachments)
    }
}

extension ActitoNotificationRequest {
    /// Bridges a system request (texts and `userInfo`; existing attachments stay on the system side).
    init(_ request: UNNotificationRequest) {
        let content = request.content
        self.init(
            identifier: request.identifier,
            content: ActitoNotificationContent(
                title: content.title, subtitle: content.subtitle,
                body: content.body,
                userInfo: PushValue.members(of: content.userInfo)))
    }
}

extension UNNotificationContent {
    /// A copy whose attachments are the ones the extension made (they replace the content's, as the
    /// vendor's do); the content itself when there are none or one cannot be made.
    func adding(_ attachments: [ActitoNotificationContent.Attachment]) -> UNNotificationContent {
        guard !attachments.isEmpty, let copy = mutableCopy() as? UNMutableNotificationContent else { return self }
        var made: [UNNotificationAttachment] = []
        for attachment in attachments {
            let options = attachment.typeHint.map { [UNNotificationAttachmentOptionsTypeHintKey: $0] }
            guard
                let system = try? UNNotificationAttachment(
                    identifier: attachment.identifier,
                    url: attachment.fileURL, options: options)
            else {
                return self
            }
            made.append(system)
        }
        copy.attachments = made
        return copy
    }
}

/// Downloads with `URLSession` into the temporary directory.
public struct URLSessionMediaLoader: ActitoMediaLoader {
    public init() {}

    /// Downloads `url` and moves the file next to the system's temporary files, keeping its extension.
    public func download(_ url: URL, maxBytes: Int) async throws -> ActitoDownloadedMedia {
        let (location, response) = try await URLSession.shared.download(from: url)
        let target = FileManager.default.temporaryDirectory
            .appendingPathComponent(UUID().uuidString).appendingPathExtension(url.pathExtension)
        try FileManager.default.moveItem(at: location, to: target)
        // Measured by reading to the end, not with `attributesOfItem` (file metadata, a required-reason API
        // this module does not declare).
        let size = Self.byteCount(of: target)
        return ActitoDownloadedMedia(fileURL: target, byteCount: size, mimeType: response.mimeType)
    }

    private static func byteCount(of file: URL) -> Int {
        guard let handle = try? FileHandle(forReadingFrom: file) else { return 0 }
        defer { try? handle.close() }
        return (try? handle.seekToEnd()).flatMap { Int(exactly: $0) } ?? 0
    }

    /// Deletes the file.
    public func discard(_ media: ActitoDownloadedMedia) async {
        try? FileManager.default.removeItem(at: media.fileURL)
    }
}
#else
// Linux and tvOS (which has no notification service extensions).
extension ActitoNotificationServiceExtension {
    /// No downloads on this platform: ``UnavailableMediaLoader``.
    public static var platformLoader: any ActitoMediaLoader { UnavailableMediaLoader() }
}
#endif
