import Foundation
import PrimerConformance
import PrimerCore
import PrimerSimulator
import Testing

@_spi(Fuzzing) @testable import RakutenAdapter

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// What a hostile or broken backend can cost the app: at most 4 MiB of memory per answer, `timeout`
/// seconds per request however slowly it sends, and nothing sent to a host the app did not name.
@Suite("Transport limits: size, deadline, endpoints", .timeLimit(.minutes(5)))
struct TransportLimitsTests {
    static let limit = WireLimits.maxResponseBytes

    /// A transport for a loopback server, with its deadlines on `timer`.
    static func transport(timer: TestDeadlineTimer = TestDeadlineTimer(), timeout: TimeInterval = 30)
        -> URLCampaignTransport
    {
        URLCampaignTransport(
            timeout: timeout, session: URLSession(configuration: .ephemeral),
            endpointRule: .sameHostHTTPSOrLoopbackHTTP, timer: timer)
    }

    static func configurationRequest(_ server: LoopbackHTTPServer, path: String = "/config") -> CampaignRequest {
        let url = URL(string: server.baseURL + path)!
        return CampaignRequest(kind: .configuration, url: url, subscriptionID: "sub", configurationURL: url)
    }

    /// Sends `request`, returning the error it threw (`nil` if it answered).
    static func failure(of request: CampaignRequest, over transport: URLCampaignTransport) async
        -> RInAppMessagingError?
    {
        do {
            _ = try await transport.send(request)
            return nil
        } catch {
            return error
        }
    }

    @Test func aDeclaredLengthOverTheLimitIsRefusedBeforeItsBody() async throws {
        let declared = 512 * 1024 * 1024
        let server = try #require(
            LoopbackHTTPServer(routes: [
                "/config": .init(
                    status: 200, body: Data(), delivery: .declaredLength(declared: declared, sent: 64 << 20))
            ]))
        defer { server.stop() }
        let error = await Self.failure(of: Self.configurationRequest(server), over: Self.transport())
        #expect(error == .responseTooLarge(.configuration, field: "body", count: declared, limit: Self.limit))
    }

    /// A body without a declared length (chunked) is refused at the first chunk past the limit, never held
    /// whole: memory stays far below the 1 GiB the server sends (the vendor's buffering took it all).
    @Test func aBodyPastTheLimitIsStoppedWhileItStreams() async throws {
        let server = try #require(
            LoopbackHTTPServer(routes: [
                "/config": .init(status: 200, body: Data(), delivery: .chunked(bytes: 1 << 30))
            ]))
        defer { server.stop() }
        ResidentMemory.resetPeak()
        let error = await Self.failure(of: Self.configurationRequest(server), over: Self.transport())
        guard case let .responseTooLarge(.configuration, "body", count, limit)? = error else {
            Issue.record("expected the body to be refused as too large, got \(String(describing: error))")
            return
        }
        // Counted chunk by chunk: the count is the limit plus at most one of libcurl's chunks.
        #expect(limit == Self.limit && count > limit && count <= limit + (1 << 20))
        let peak = ResidentMemory.peakMiB
        // libcurl may read on (and the collector drop) what arrives before the cancel reaches it.
        let sent = await Self.bytesSent(by: server)
        TestConsole.say(
            "[measure] chunked 1 GiB body: refused at \(count) bytes; the server could send \(sent >> 20) MiB "
                + "before the client hung up; peak resident \(peak.map { "\($0) MiB" } ?? "unknown") (whole process)")
        // The peak is printed, not judged: it counts every test running beside this one, and a sanitizer's
        // shadow memory (697 MiB under Thread Sanitizer); the count above is what bounds the buffering.
    }

    /// A server that trickles one byte at a time never lets an idle timeout fire; `timeout` is a deadline
    /// for the whole request.
    @Test func aTricklingServerMeetsTheDeadline() async throws {
        let server = try #require(
            LoopbackHTTPServer(routes: [
                "/config": .init(status: 200, body: Data(repeating: 32, count: 400), delivery: .trickle(interval: 0.25))
            ]))
        defer { server.stop() }
        let timer = TestDeadlineTimer()
        Task {
            await server.trickleStarted.wait()
            timer.expire()
        }
        let error = await Self.failure(of: Self.configurationRequest(server), over: Self.transport(timer: timer))
        #expect(error == .timedOut(.configuration, url: server.baseURL + "/config", seconds: 30))
        // The trickle lasts 100 s; the deadline ends the request as soon as the test lets it, so the client
        // hangs up long before the last byte (a fact the server counts, however slow the machine).
        await server.trickleEnded.wait()
        #expect(server.trickleBytesSent < 400)
    }

    /// The serial worker is not held by a slow ping: its deadline reports, and later calls are applied.
    @Test func aTricklingPingDoesNotHoldLaterCalls() async throws {
        let server = try #require(
            LoopbackHTTPServer(routeBuilder: { base in
                [
                    "/config": .init(
                        status: 200,
                        body: Data(
                            #"{"data": {"rolloutPercentage": 100, "endpoints": {"ping": "\#(base)/ping"}}}"#.utf8)),
                    "/ping": .init(
                        status: 200, body: Data(repeating: 32, count: 400), delivery: .trickle(interval: 0.25)),
                ]
            }))
        defer { server.stop() }
        let timer = TestDeadlineTimer()
        Task {
            await server.trickleStarted.wait()
            timer.expire()
        }
        let errors = ReportLog<RInAppMessagingError>()
        let messaging = InAppMessaging(
            environment: SimulatedDevice().environment, transport: Self.transport(timer: timer),
            presenter: ScriptedPresenter())
        messaging.settings.errorCallback = { errors.append($0) }
        messaging.configure(subscriptionID: "sub", configurationURL: server.baseURL + "/config")
        messaging.logEvent(CustomEvent(withName: "after-the-ping"))
        await messaging.waitUntilIdle()
        #expect(errors.all == [.timedOut(.ping, url: server.baseURL + "/ping", seconds: 30)])
        #expect(await messaging.snapshot().eventsProcessed == 1)
        // The ping's trickle lasts 100 s: the worker let go of it long before its last byte.
        await server.trickleEnded.wait()
        #expect(server.trickleBytesSent < 400)
    }

    /// Endpoints the configuration answer names on another host or scheme get nothing: no access token, no
    /// identifiers, not even a connection. Another loopback name is another host.
    @Test(arguments: ["other host", "file", "data"])
    @MainActor func endpointsElsewhereAreRefusedAndSentNothing(_ elsewhere: String) async throws {
        let other = try #require(LoopbackHTTPServer(routes: ["/ping": .init(status: 200, body: Data())]))
        defer { other.stop() }
        let endpoint =
            switch elsewhere {
            case "other host": "http://localhost:\(other.port)/ping"
            case "file": "file:///etc/hostname"
            default: "data:application/json,%7B%7D"
            }
        let server = try #require(
            LoopbackHTTPServer(routes: [
                "/config": .init(
                    status: 200,
                    body: Data(#"{"data": {"rolloutPercentage": 100, "endpoints": {"ping": "\#(endpoint)"}}}"#.utf8))
            ]))
        defer { server.stop() }
        let errors = ReportLog<RInAppMessagingError>()
        let messaging = InAppMessaging(
            environment: SimulatedDevice().environment, transport: Self.transport(), presenter: ScriptedPresenter())
        messaging.settings.errorCallback = { errors.append($0) }
        messaging.registerPreference(TokenUser())
        messaging.configure(subscriptionID: "sub", configurationURL: server.baseURL + "/config")
        await messaging.waitUntilIdle()
        guard case .endpointRefused(.ping, url: endpoint, reason: _)? = errors.all.first, errors.all.count == 1 else {
            Issue.record("expected the ping endpoint to be refused, got \(errors.all)")
            return
        }
        #expect(other.received.isEmpty)
    }

    /// A redirect off the endpoint's host is not followed, so the token does not travel with it.
    @Test @MainActor func aRedirectToAnotherHostIsNotFollowed() async throws {
        let other = try #require(LoopbackHTTPServer(routes: ["/ping": .init(status: 200, body: Harness.ping([]))]))
        defer { other.stop() }
        let server = try #require(
            LoopbackHTTPServer(routeBuilder: { base in
                [
                    "/config": .init(
                        status: 200,
                        body: Data(
                            #"{"data": {"rolloutPercentage": 100, "endpoints": {"ping": "\#(base)/ping"}}}"#.utf8)),
                    "/ping": .init(
                        status: 302, body: Data(), headers: ["Location: http://localhost:\(other.port)/ping"]),
                ]
            }))
        defer { server.stop() }
        let errors = ReportLog<RInAppMessagingError>()
        let messaging = InAppMessaging(
            environment: SimulatedDevice().environment, transport: Self.transport(), presenter: ScriptedPresenter())
        messaging.settings.errorCallback = { errors.append($0) }
        messaging.registerPreference(TokenUser())
        messaging.configure(subscriptionID: "sub", configurationURL: server.baseURL + "/config")
        await messaging.waitUntilIdle()
        guard case .endpointRefused(.ping, url: server.baseURL + "/ping", reason: _)? = errors.all.first else {
            Issue.record("expected the redirect to be refused, got \(errors.all)")
            return
        }
        #expect(other.received.isEmpty)
    }

    /// A file configuration may name file endpoints, read a chunk at a time: an endless pseudo-file stops
    /// one byte past the limit.
    @Test func anEndlessFileEndpointIsReadOnlyToTheLimit() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("rakuten-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let configURL = folder.appendingPathComponent("config.json")
        try Data(#"{"data": {"rolloutPercentage": 100, "endpoints": {"ping": "file:///dev/zero"}}}"#.utf8)
            .write(to: configURL)
        let errors = ReportLog<RInAppMessagingError>()
        let messaging = InAppMessaging(
            environment: SimulatedDevice().environment, transport: Self.transport(), presenter: ScriptedPresenter())
        messaging.settings.errorCallback = { errors.append($0) }
        messaging.configure(subscriptionID: "sub", configurationURL: configURL.absoluteString)
        await messaging.waitUntilIdle()
        #expect(errors.all == [.responseTooLarge(.ping, field: "body", count: Self.limit + 1, limit: Self.limit)])
    }

    /// The rule an app ships with: the configuration URL's host over https; files only under a file
    /// configuration; plain http to loopback only with the test rule.
    @Test(
        arguments: [
            ("https://iam.example/config", "https://iam.example/ping", true),
            ("https://iam.example/config", "https://IAM.example:8443/v2/ping", true),
            ("https://iam.example/config", "https://other.example/ping", false),
            ("https://iam.example/config", "https://iam.example.other.example/ping", false),
            ("https://iam.example/config", "http://iam.example/ping", false),
            ("https://iam.example/config", "file:///etc/passwd", false),
            ("https://iam.example/config", "ftp://iam.example/ping", false),
            ("http://iam.example/config", "https://iam.example/ping", true),
            ("file:///app/config.json", "file:///app/ping.json", true),
            ("file:///app/config.json", "https://iam.example/ping", false),
            ("http://127.0.0.1:8080/config", "http://127.0.0.1:8081/ping", false),
        ])
    func theShippedRuleAllowsOnlyTheConfiguredHostOverHTTPS(configuration: String, endpoint: String, allowed: Bool) {
        let refusal = URLCampaignTransport.EndpointRule.sameHostHTTPS.refusal(
            of: URL(string: endpoint)!, configuredAt: URL(string: configuration)!)
        #expect((refusal == nil) == allowed, "\(refusal ?? "allowed")")
    }

    /// The body bytes the server's first connection sent, once it has finished with it.
    static func bytesSent(by server: LoopbackHTTPServer) async -> Int {
        await server.firstAnswerEnded.wait()
        return server.bodyBytesSent.first ?? 0
    }
}
