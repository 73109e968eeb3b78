@_spi(Fuzzing) import ActitoAdapter
import Foundation
import PrimerConformance
@_spi(AdapterAuthoring) import PrimerCore
import PrimerSimulator

/// A media loader whose answer the test scripts, recording what it was asked.
final class ScriptedMediaLoader: ActitoMediaLoader {
    enum Script: Sendable {
        /// A file of `bytes` bytes with the server's `mimeType`.
        case file(bytes: Int, mimeType: String?)
        /// The download throws.
        case failure(String)
        /// The download never ends until its task is cancelled.
        case hangUntilCancelled
        /// The download ignores cancellation and finishes with a file once ``release()`` is called.
        case finishWhenReleased(bytes: Int)
    }

    private struct State {
        var requests: [(url: URL, maxBytes: Int)] = []
        var discarded: [URL] = []
    }

    private let script: Script
    private let state = LockedValue(State())
    private let releaseGate = OneShotGate()
    private let discardSignal: AsyncStream<URL>.Continuation
    /// Every discarded file, as it happens.
    let discards: AsyncStream<URL>

    init(_ script: Script) {
        self.script = script
        (discards, discardSignal) = AsyncStream.makeStream(of: URL.self)
    }

    var requests: [(url: URL, maxBytes: Int)] { state.withLock { $0.requests } }
    var discarded: [URL] { state.withLock { $0.discarded } }

    func download(_ url: URL, maxBytes: Int) async throws -> ActitoDownloadedMedia {
        state.withLock { $0.requests.append((url, maxBytes)) }
        let file = URL(fileURLWithPath: "/tmp/actito-test/\(url.lastPathComponent)")
        switch script {
        case let .file(bytes, mimeType):
            return ActitoDownloadedMedia(fileURL: file, byteCount: bytes, mimeType: mimeType)
        case let .failure(reason):
            throw TestDownloadError(reason: reason)
        case .hangUntilCancelled:
            try await suspendUntilCancelled()
            throw CancellationError()
        case let .finishWhenReleased(bytes):
            await releaseGate.wait()
            return ActitoDownloadedMedia(fileURL: file, byteCount: bytes, mimeType: nil)
        }
    }

    func discard(_ media: ActitoDownloadedMedia) async {
        state.withLock { $0.discarded.append(media.fileURL) }
        discardSignal.yield(media.fileURL)
    }

    /// Lets a ``Script/finishWhenReleased(bytes:)`` download finish.
    func release() { releaseGate.open() }
}

struct TestDownloadError: Error, CustomStringConvertible {
    var reason: String
    var description: String { reason }
}

/// Collects diagnostics.
final class DiagnosticsLog: Sendable {
    private let log = ReportLog<Diagnostic>()
    var all: [Diagnostic] { log.all }
    var handler: DiagnosticsHandler { { [log] in log.append($0) } }
}

/// A request whose payload carries `attachment` (JSON text of the attachment value), or none.
func attachmentRequest(_ attachmentJSON: String?) throws -> ActitoNotificationRequest {
    let attachment = attachmentJSON.map { ", \"attachment\": \($0)" } ?? ""
    let payload = try PushPayload(
        jsonText: """
            {"aps": {"alert": {"title": "Sale", "body": "Up to 50% off"}, "mutable-content": 1},
             "x-sender": "notificare", "notificationId": "n1"\(attachment)}
            """)
    return ActitoNotificationRequest(identifier: "req-1", content: ActitoNotificationContent(payload: payload))
}
