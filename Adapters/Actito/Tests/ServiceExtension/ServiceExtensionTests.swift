import ActitoAdapter
import Foundation
import PrimerCore
import Testing

@Suite struct ServiceExtensionTests {
    private let image = #"{"mimeType": "image/jpeg", "uri": "https://cdn.example.com/sale.jpg"}"#

    private func makeExtension(
        _ loader: ScriptedMediaLoader, timer: any ActitoTimer = UnexpiringTimer(),
        diagnostics: DiagnosticsLog = DiagnosticsLog(),
        allowsInsecureHTTP: Bool = false
    ) -> ActitoNotificationServiceExtension {
        ActitoNotificationServiceExtension(
            loader: loader, timer: timer, allowsInsecureHTTP: allowsInsecureHTTP,
            diagnostics: diagnostics.handler)
    }

    @Test func aPayloadWithoutMediaIsDeliveredUnchangedWithoutDownloading() async throws {
        let loader = ScriptedMediaLoader(.file(bytes: 10, mimeType: nil))
        let diagnostics = DiagnosticsLog()
        let request = try attachmentRequest(nil)
        let content = await makeExtension(loader, diagnostics: diagnostics).handleNotificationRequest(request)
        #expect(content == request.content)
        #expect(loader.requests.isEmpty)
        #expect(diagnostics.all.isEmpty)
    }

    /// The vendor's extension (actito/actito-sdk-ios, ActitoNotificationServiceExtensionKit/Sources/
    /// ActitoNotificationServiceExtension.swift, `fetchAttachment(for:)`) names the attachment
    /// `file_<last path component>` and takes the type hint from the response's MIME type, never the payload's.
    @Test func theAttachmentIsDownloadedAndAttachedAsTheVendorNamesAndTypesIt() async throws {
        let loader = ScriptedMediaLoader(.file(bytes: 120_000, mimeType: "image/png"))
        let request = try attachmentRequest(image)
        let content = await makeExtension(loader).handleNotificationRequest(request)
        #expect(loader.requests.map(\.url.absoluteString) == ["https://cdn.example.com/sale.jpg"])
        #expect(loader.requests.map(\.maxBytes) == [300 * 1024])
        #expect(content.title == "Sale" && content.body == "Up to 50% off")
        #expect(
            content.attachments == [
                .init(
                    identifier: "file_sale.jpg", fileURL: URL(fileURLWithPath: "/tmp/actito-test/sale.jpg"),
                    typeHint: "public.png")
            ])
    }

    @Test func withoutAServerMIMETypeThereIsNoHintWhateverThePayloadSays() async throws {
        let loader = ScriptedMediaLoader(.file(bytes: 1_000, mimeType: nil))
        let content = await makeExtension(loader).handleNotificationRequest(try attachmentRequest(image))
        #expect(content.attachments.map(\.typeHint) == [nil])
    }

    @Test(arguments: [
        ("https://cdn.example.com/sale.jpg", "file_sale.jpg"),
        ("https://cdn.example.com/media/clip.mp4?v=2", "file_clip.mp4"),
        ("https://cdn.example.com/", "file_/"),
        ("https://cdn.example.com", "file_"),
    ])
    func theIdentifierIsFileAndTheLastPathComponent(uri: String, identifier: String) async throws {
        let loader = ScriptedMediaLoader(.file(bytes: 10, mimeType: nil))
        let content = await makeExtension(loader).handleNotificationRequest(
            try attachmentRequest(#"{"uri": "\#(uri)"}"#))
        #expect(content.attachments.map(\.identifier) == [identifier])
    }

    /// `content.attachments = [attachment]`: the downloaded media replaces what the content had.
    @Test func theMediaReplacesTheContentsAttachments() async throws {
        var request = try attachmentRequest(image)
        request.content.attachments = [.init(identifier: "local", fileURL: URL(fileURLWithPath: "/tmp/local.png"))]
        let content = await makeExtension(ScriptedMediaLoader(.file(bytes: 10, mimeType: nil)))
            .handleNotificationRequest(request)
        #expect(content.attachments.map(\.identifier) == ["file_sale.jpg"])
    }

    /// The vendor reads `attachment` with `as? [String: Any]` and `uri` with `as? String`: anything else is
    /// no attachment, and the content comes back unchanged as a success. Here the field is also reported.
    @Test(arguments: [
        (#""https://cdn.example.com/a.jpg""#, "attachment"), (#"{"uri": 42}"#, "attachment.uri"),
        (#"{"mimeType": "image/png"}"#, "attachment.uri"), ("[1, 2]", "attachment"),
    ])
    func anUnreadableAttachmentLeavesTheContentUnchanged(attachment: String, field: String) async throws {
        let loader = ScriptedMediaLoader(.file(bytes: 10, mimeType: nil))
        let diagnostics = DiagnosticsLog()
        let handler = makeExtension(loader, diagnostics: diagnostics)
        let request = try attachmentRequest(attachment)
        #expect(await handler.handleNotificationRequest(request) == request.content)
        let result = await withCheckedContinuation { continuation in
            handler.handleNotificationRequest(request) { continuation.resume(returning: $0) }
        }
        #expect(result == .success(request.content))
        #expect(loader.requests.isEmpty)
        #expect(
            diagnostics.all.map(\.code) == [
                "serviceExtension.malformedAttachment", "serviceExtension.malformedAttachment",
            ])
        #expect(diagnostics.all.first?.message.contains("'\(field)'") == true)
    }

    /// The vendor never reads `mimeType` here, so a malformed one does not stop the download.
    @Test func aMalformedPayloadMIMETypeIsNotRead() async throws {
        let loader = ScriptedMediaLoader(.file(bytes: 10, mimeType: "image/png"))
        let content = await makeExtension(loader)
            .handleNotificationRequest(try attachmentRequest(#"{"uri": "https://a.example/x.png", "mimeType": 7}"#))
        #expect(content.attachments.map(\.typeHint) == ["public.png"])
    }

    /// Every failure path: the original content is delivered and the typed error is reported.
    struct FailureCase: Sendable, CustomTestStringConvertible {
        var name: String
        var attachment: String
        var script: ScriptedMediaLoader.Script = .file(bytes: 1_000, mimeType: nil)
        var expired = false
        var error: ActitoServiceExtensionError
        var testDescription: String { name }
    }

    static let failures: [FailureCase] = [
        .init(name: "empty uri", attachment: #"{"uri": ""}"#, error: .invalidURL("")),
        .init(name: "not a URL", attachment: #"{"uri": "not a url"}"#, error: .invalidURL("not a url")),
        .init(name: "no host", attachment: #"{"uri": "https://"}"#, error: .invalidURL("https://")),
        .init(
            name: "insecure http", attachment: #"{"uri": "http://cdn.example.com/a.jpg"}"#,
            error: .insecureURL("http://cdn.example.com/a.jpg")),
        .init(
            name: "ftp scheme", attachment: #"{"uri": "ftp://cdn.example.com/a.jpg"}"#,
            error: .unsupportedScheme(url: "ftp://cdn.example.com/a.jpg", scheme: "ftp")),
        .init(
            name: "download fails", attachment: #"{"uri": "https://cdn.example.com/a.jpg"}"#,
            script: .failure("offline"),
            error: .downloadFailed(url: "https://cdn.example.com/a.jpg", reason: "offline")),
        .init(
            name: "file over 300 KB", attachment: #"{"uri": "https://cdn.example.com/big.jpg"}"#,
            script: .file(bytes: 300 * 1024 + 1, mimeType: "image/jpeg"),
            error: .fileTooLarge(url: "https://cdn.example.com/big.jpg", bytes: 300 * 1024 + 1, limit: 300 * 1024)),
        .init(
            name: "time budget runs out", attachment: #"{"uri": "https://cdn.example.com/slow.jpg"}"#,
            script: .hangUntilCancelled, expired: true,
            error: .timedOut(url: "https://cdn.example.com/slow.jpg", budget: 25)),
    ]

    @Test(arguments: failures)
    func failuresDeliverTheOriginalContentAndReportTheTypedError(_ failure: FailureCase) async throws {
        let diagnostics = DiagnosticsLog()
        let timer: any ActitoTimer = failure.expired ? ExpiredTimer() : UnexpiringTimer()
        let handler = makeExtension(ScriptedMediaLoader(failure.script), timer: timer, diagnostics: diagnostics)
        let request = try attachmentRequest(failure.attachment)

        let content = await handler.handleNotificationRequest(request)
        #expect(content == request.content)
        #expect(diagnostics.all.map(\.code) == [failure.error.code])
        #expect(diagnostics.all.first?.message.contains(failure.error.description) == true)

        let result = await withCheckedContinuation { continuation in
            handler.handleNotificationRequest(request) { continuation.resume(returning: $0) }
        }
        #expect(result == .failure(failure.error))
    }

    @Test func httpIsDownloadedWhenTheAppAllowsIt() async throws {
        let loader = ScriptedMediaLoader(.file(bytes: 10, mimeType: "image/gif"))
        let request = try attachmentRequest(#"{"uri": "http://cdn.example.com/a.gif"}"#)
        let content = await makeExtension(loader, allowsInsecureHTTP: true).handleNotificationRequest(request)
        #expect(content.attachments.map(\.typeHint) == ["com.compuserve.gif"])
    }

    @Test(arguments: [(TimeInterval(5), TimeInterval(5)), (25, 25), (60, 28)])
    func theTimeBudgetStaysInsideTheSystemsLimit(configured: TimeInterval, used: TimeInterval) async throws {
        let timer = ExpiredTimer()
        var handler = makeExtension(ScriptedMediaLoader(.hangUntilCancelled), timer: timer)
        handler.timeBudget = configured
        _ = await handler.handleNotificationRequest(try attachmentRequest(image))
        #expect(timer.durations == [used])
        #expect(used < ActitoNotificationServiceExtension.systemTimeLimit)
    }

    @Test func aDownloadThatIgnoresCancellationCannotHoldTheExtensionPastItsBudget() async throws {
        let loader = ScriptedMediaLoader(.finishWhenReleased(bytes: 10))
        let diagnostics = DiagnosticsLog()
        let request = try attachmentRequest(image)
        let content = await makeExtension(loader, timer: ExpiredTimer(), diagnostics: diagnostics)
            .handleNotificationRequest(request)
        #expect(content == request.content)
        #expect(diagnostics.all.map(\.code) == ["serviceExtension.timedOut"])

        // The late file is deleted once the download finally ends.
        loader.release()
        var discards = loader.discards.makeAsyncIterator()
        #expect(await discards.next() == URL(fileURLWithPath: "/tmp/actito-test/sale.jpg"))
    }

    @Test func aFileOverTheBudgetIsDeleted() async throws {
        let loader = ScriptedMediaLoader(.file(bytes: 400_000, mimeType: nil))
        _ = await makeExtension(loader).handleNotificationRequest(try attachmentRequest(image))
        #expect(loader.discarded == [URL(fileURLWithPath: "/tmp/actito-test/sale.jpg")])
    }

    @Test func aSmallerBudgetIsHonoured() async throws {
        var handler = makeExtension(ScriptedMediaLoader(.file(bytes: 50_001, mimeType: nil)))
        handler.maxAttachmentBytes = 50_000
        let diagnostics = DiagnosticsLog()
        handler.diagnostics = diagnostics.handler
        let content = await handler.handleNotificationRequest(try attachmentRequest(image))
        #expect(content.attachments.isEmpty)
        #expect(diagnostics.all.map(\.code) == ["serviceExtension.fileTooLarge"])
    }

    @Test func contentIsBuiltFromThePayloadAsTheSystemShowsIt() throws {
        let request = try attachmentRequest(image)
        #expect(request.content.title == "Sale")
        #expect(request.content.subtitle == "")
        #expect(request.content.userInfo["x-sender"] == .string("notificare"))
        #expect(request.content.userInfo["aps"]?["mutable-content"] != nil)
    }
}
