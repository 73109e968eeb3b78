import Foundation
import PrimerConformance
import PrimerCore
import PrimerSimulator
import Testing

@_spi(Fuzzing) @testable import RakutenAdapter

@Suite("Fetching over HTTP and from files")
struct TransportTests {
    @Test func configurationPingAndDisplayPermissionOverLoopbackHTTP() async throws {
        let campaigns = Harness.ping([.onEvent("http-campaign")])
        let live = try #require(LoopbackHTTPServer.withEndpoints(campaigns: campaigns))
        defer { live.stop() }
        let device = SimulatedDevice()
        let errors = ReportLog<RInAppMessagingError>()
        let presenter = ScriptedPresenter()
        let messaging = InAppMessaging(
            environment: device.environment,
            transport: URLCampaignTransport(endpointRule: .sameHostHTTPSOrLoopbackHTTP),
            presenter: presenter)
        messaging.settings.errorCallback = { errors.append($0) }
        messaging.configure(subscriptionID: "sub-http", configurationURL: live.baseURL + "/config")
        messaging.logEvent(CustomEvent(withName: "go"))
        let start = Date()
        await messaging.waitUntilIdle()
        TestConsole.say(
            "[measure] configure + ping + display permission over loopback HTTP: \(Int(Date().timeIntervalSince(start) * 1000)) ms"
        )
        #expect(errors.all.isEmpty, "\(errors.all)")
        #expect(presenter.shown == ["http-campaign"])
        let received = live.received
        #expect(received.map(\.path) == ["/config", "/ping", "/display_permission"])
        #expect(received.map(\.method) == ["GET", "POST", "POST"])
        #expect(received.allSatisfy { $0.headers["subscription-id"] == "sub-http" })
        let permissionBody = String(decoding: received.last?.body ?? Data(), as: UTF8.self)
        #expect(permissionBody.contains("http-campaign"))
    }

    /// The provider's access token goes to the user-specific requests as `Authorization: OAuth2 <token>`
    /// (read when each is made), never to the configuration request; no token, no header.
    @Test @MainActor func theAccessTokenIsSentWithPingAndDisplayPermission() async throws {
        let live = try #require(LoopbackHTTPServer.withEndpoints(campaigns: Harness.ping([.onEvent("c")])))
        defer { live.stop() }
        let messaging = InAppMessaging(
            environment: SimulatedDevice().environment,
            transport: URLCampaignTransport(endpointRule: .sameHostHTTPSOrLoopbackHTTP), presenter: ScriptedPresenter())
        let user = TokenUser()
        messaging.registerPreference(user)
        messaging.configure(subscriptionID: "sub", configurationURL: live.baseURL + "/config")
        await messaging.waitUntilIdle()
        user.token = "token-2"
        messaging.logEvent(CustomEvent(withName: "go"))
        await messaging.waitUntilIdle()
        let sent = live.received.map { "\($0.path) \($0.headers["authorization"] ?? "-")" }
        #expect(sent == ["/config -", "/ping OAuth2 token-1", "/display_permission OAuth2 token-2"])

        let anonymous = InAppMessaging(
            environment: SimulatedDevice().environment,
            transport: URLCampaignTransport(endpointRule: .sameHostHTTPSOrLoopbackHTTP), presenter: ScriptedPresenter())
        anonymous.configure(subscriptionID: "sub", configurationURL: live.baseURL + "/config")
        await anonymous.waitUntilIdle()
        #expect(live.received.count == 5)
        #expect(live.received.dropFirst(3).allSatisfy { $0.headers["authorization"] == nil })
    }

    /// The bodies a backend written for the vendor reads: `PingRequest` and `DisplayPermissionRequest`
    /// (rakutentech/ios-inappmessaging `Sources/RInAppMessaging/Models/Requests/`), identifiers as
    /// `UserInfoProvider.userIdentifiers` builds them (tracking id type 2 first, user id type 3, empty
    /// ones left out), `Platform.ios` = 1, `lastPingInMillis` the last ping's `currentPingMillis`.
    @Test(
        arguments: [
            ("member-1", "trk-9", #"[{"id":"trk-9","type":2},{"id":"member-1","type":3}]"#),
            ("member-1", "", #"[{"id":"member-1","type":3}]"#),
            (nil, nil, "[]"),
        ] as [(String?, String?, String)])
    @MainActor func requestBodiesHaveTheVendorsShape(userID: String?, trackingID: String?, identifiers: String)
        async throws
    {
        let user = TestUser(userID, trackingID: trackingID)
        let harness = Harness(campaigns: [.onEvent("c")], displayPermission: true)
        harness.transport.set(.displayPermission, .body(Data(#"{"display": true, "performPing": false}"#.utf8)))
        var info = Harness.info
        info[InfoDictionaryKey.appVersion] = "2.3.1"
        let messaging = harness.launch(presenter: ScriptedPresenter(), configure: false, info: info)
        messaging.registerPreference(user)
        messaging.configure()
        messaging.logEvent(CustomEvent(withName: "go"))
        await messaging.waitUntilIdle()
        let bodies = harness.transport.requests.compactMap { request in
            request.body.map { (request.kind, String(decoding: $0, as: UTF8.self)) }
        }
        #expect(
            bodies.first { $0.0 == .ping }?.1
                == #"{"appVersion":"2.3.1","supportedCampaignTypes":[2,1],"userIdentifiers":"# + identifiers + "}")
        #expect(
            bodies.first { $0.0 == .displayPermission }?.1
                == #"{"appVersion":"2.3.1","campaignId":"c","lastPingInMillis":0,"platform":1,"#
                + #""subscriptionId":"sub","userIdentifiers":"# + identifiers + "}")
    }

    @Test(arguments: [404, 500])
    func httpErrorsAreTypedAndKeepTheCache(status: Int) async throws {
        let server = try #require(LoopbackHTTPServer(routes: ["/config": .init(status: status, body: Data("no".utf8))]))
        defer { server.stop() }
        let device = SimulatedDevice()
        let errors = ReportLog<RInAppMessagingError>()
        let messaging = InAppMessaging(environment: device.environment, presenter: ScriptedPresenter())
        messaging.settings.errorCallback = { errors.append($0) }
        messaging.configure(subscriptionID: "s", configurationURL: server.baseURL + "/config")
        await messaging.waitUntilIdle()
        #expect(errors.all == [.httpStatus(.configuration, url: server.baseURL + "/config", status: status)])
    }

    @Test func unreachableServerIsATransportError() async throws {
        let device = SimulatedDevice()
        let errors = ReportLog<RInAppMessagingError>()
        let messaging = InAppMessaging(environment: device.environment, presenter: ScriptedPresenter())
        messaging.settings.errorCallback = { errors.append($0) }
        // Nothing listens on port 9 of loopback (discard service is not run in CI containers).
        messaging.configure(subscriptionID: "s", configurationURL: "http://127.0.0.1:9/config")
        await messaging.waitUntilIdle()
        guard case .transport(.configuration, _, _)? = errors.all.first else {
            Issue.record("expected a transport error, got \(errors.all)")
            return
        }
    }

    @Test func responsesCanComeFromFiles() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("rakuten-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let pingURL = folder.appendingPathComponent("ping.json")
        try Harness.ping([.onEvent("file-campaign")]).write(to: pingURL)
        let config = #"{"data": {"rolloutPercentage": 100, "endpoints": {"ping": "\#(pingURL.absoluteString)"}}}"#
        let configURL = folder.appendingPathComponent("config.json")
        try Data(config.utf8).write(to: configURL)
        let presenter = ScriptedPresenter()
        let messaging = InAppMessaging(environment: SimulatedDevice().environment, presenter: presenter)
        messaging.configure(subscriptionID: "s", configurationURL: configURL.absoluteString)
        messaging.logEvent(CustomEvent(withName: "go"))
        await messaging.waitUntilIdle()
        #expect(presenter.shown == ["file-campaign"])
    }
}

extension LoopbackHTTPServer {
    /// A server whose configuration points at its own ping and display-permission routes.
    static func withEndpoints(campaigns: Data) -> LoopbackHTTPServer? {
        LoopbackHTTPServer(routeBuilder: { base in
            [
                "/config": Route(
                    status: 200,
                    body: Data(
                        #"{"data": {"rolloutPercentage": 100, "endpoints": {"ping": "\#(base)/ping", "displayPermission": "\#(base)/display_permission"}}}"#
                            .utf8)),
                "/ping": Route(status: 200, body: campaigns),
                "/display_permission": Route(status: 200, body: Data(#"{"display": true, "performPing": false}"#.utf8)),
            ]
        })
    }
}

/// A logged-in user with an access token that changes (a plain app class, as in the seed).
class TokenUser: UserInfoProvider {
    var token = "token-1"
    func getUserID() -> String? { "member-1" }
    func getAccessToken() -> String? { token }
}
