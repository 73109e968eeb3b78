import ActitoAdapter
import Foundation
import PrimerCore
import Testing

@Suite struct ServiceExtensionMediaTypeTests {
    @Test(arguments: [
        ("image/jpeg", "public.jpeg"), ("IMAGE/PNG", "public.png"),
        ("image/jpeg; charset=binary", "public.jpeg"), ("audio/mpeg", "public.mp3"),
        ("video/quicktime", "com.apple.quicktime-movie"), ("application/x-unknown", nil),
    ])
    func serverMIMETypesBecomeTheSystemsTypeHints(mimeType: String, typeIdentifier: String?) async throws {
        // The vendor's hint is `UTTypeCreatePreferredIdentifierForTag` of `response.mimeType`
        // (ActitoNotificationServiceExtension.swift, `fetchAttachment(for:)`).
        let loader = ScriptedMediaLoader(.file(bytes: 10, mimeType: mimeType))
        let request = try attachmentRequest(#"{"uri": "https://cdn.example.com/m"}"#)
        let content = await ActitoNotificationServiceExtension(loader: loader, timer: UnexpiringTimer())
            .handleNotificationRequest(request)
        #expect(content.attachments.map(\.typeHint) == [typeIdentifier])
    }

    @Test func linuxHasNoMediaLoaderSoTheNotificationStaysTextOnly() async throws {
        let diagnostics = DiagnosticsLog()
        let handler = ActitoNotificationServiceExtension(
            loader: UnavailableMediaLoader(), timer: UnexpiringTimer(),
            diagnostics: diagnostics.handler)
        let request = try attachmentRequest(#"{"uri": "https://cdn.example.com/a.jpg"}"#)
        #expect(await handler.handleNotificationRequest(request) == request.content)
        #expect(diagnostics.all.map(\.code) == ["serviceExtension.downloadFailed"])
    }
}
