import Foundation
import PrimerConformance
import PrimerCore
import PrimerSimulator
import RakutenConformance
import Testing

@_spi(Fuzzing) @testable import RakutenAdapter

@Suite("configure, replay, concurrency")
struct ConfigureTests {
    @Test func callsBeforeConfigureAreReplayedInOrder() async {
        let harness = Harness(campaigns: [.onEvent("first", "one"), .onEvent("second", "two")])
        let presenter = ScriptedPresenter()
        let messaging = harness.launch(presenter: presenter, configure: false)
        messaging.logEvent(CustomEvent(withName: "two"))
        messaging.logEvent(CustomEvent(withName: "one"))
        messaging.closeMessage(clearQueuedCampaigns: true)
        await messaging.waitUntilIdle()
        #expect(presenter.shown.isEmpty, "nothing happens before configure")
        #expect(harness.transport.requests.isEmpty)
        messaging.configure()
        await messaging.waitUntilIdle()
        #expect(presenter.shown == ["second", "first"], "replayed in call order")
        #expect(await messaging.snapshot().eventsProcessed == 2)
    }

    @Test @MainActor func preferenceRegisteredBeforeConfigureSelectsTheUser() async {
        let harness = Harness(campaigns: [.onEvent("c")])
        let messaging = harness.launch(presenter: ScriptedPresenter(), configure: false)
        messaging.registerPreference(TestUser("member-1"))
        messaging.configure()
        await messaging.waitUntilIdle()
        #expect(
            await messaging.snapshot().userKey == UserIdentity(userID: "member-1", idTrackingIdentifier: nil).hashKey)
        #expect(harness.transport.requests.map(\.kind) == [.configuration, .ping], "one ping for the right user")
    }

    @Test(
        arguments: [
            // runtime subscription, runtime URL, plist → requests go to
            ("rt", "memory://runtime", Harness.info, "memory://runtime"),
            (nil, nil, Harness.info, "memory://config"),
            ("", nil, Harness.info, "memory://config"),
        ] as [(String?, String?, [String: String], String)])
    func runtimeValuesWinOverInfoPlist(subscription: String?, url: String?, info: [String: String], expected: String)
        async
    {
        let harness = Harness()
        let messaging = harness.launch(configure: false, info: info)
        messaging.configure(subscriptionID: subscription, configurationURL: url)
        await messaging.waitUntilIdle()
        #expect(harness.transport.requests.first?.url.absoluteString == expected)
        #expect(
            harness.transport.requests.first?.subscriptionID == (subscription?.isEmpty == false ? subscription : "sub"))
    }

    @Test func missingConfigurationIsReported() async {
        let harness = Harness(campaigns: [.onEvent("c")])
        let presenter = ScriptedPresenter()
        let messaging = harness.launch(
            presenter: presenter, configure: false,
            info: [InfoDictionaryKey.subscriptionID: "sub"])
        messaging.configure()
        messaging.logEvent(CustomEvent(withName: "go"))
        await messaging.waitUntilIdle()
        #expect(harness.errors.all == [.missingConfiguration(key: InfoDictionaryKey.configurationURL)])
        #expect(presenter.shown.isEmpty && harness.transport.requests.isEmpty)
    }

    /// The vendor's `RInAppMessaging.configure` guards `!isInitialized` and otherwise calls `errorCallback`
    /// ("SDK configure request rejected") and returns.
    @Test func secondConfigureIsIgnoredAndReported() async {
        let harness = Harness()
        let messaging = harness.launch()
        messaging.configure(subscriptionID: "other", configurationURL: "memory://other")
        await messaging.waitUntilIdle()
        #expect(harness.transport.requests.filter { $0.kind == .configuration }.count == 1)
        #expect(harness.errors.all == [.alreadyConfigured])
    }

    @Test func rolloutZeroDisablesTheSDK() async {
        let harness = Harness(campaigns: [.onEvent("c")])
        harness.transport.set(.configuration, .body(InMemoryCampaignTransport.configurationBody(rolloutPercentage: 0)))
        let presenter = ScriptedPresenter()
        let messaging = harness.launch(presenter: presenter)
        messaging.logEvent(CustomEvent(withName: "go"))
        await messaging.waitUntilIdle()
        #expect(presenter.shown.isEmpty)
        #expect(harness.errors.all == [.disabledByRollout(percentage: 0)])
    }

    /// The vendor's `ConfigurationManager.fetchAndSaveConfigData` disables the SDK (rollout 0) after an
    /// answer that does not decode or a 3xx/4xx status other than 429; it retries 429, 5xx and failed
    /// connections, where this adapter keeps the user's cached campaigns usable (a declared decision).
    @Test(arguments: [
        (InMemoryCampaignTransport.Answer.body(Data("not json".utf8)), false),
        (.body(Data(#"{"data": {"endpoints": {}}}"#.utf8)), false),
        (.status(400), false),
        (.status(404), false),
        (.status(429), true),
        (.status(500), true),
        (.unreachable, true),
    ])
    func aFailedConfigurationDisablesOrKeepsTheCache(answer: InMemoryCampaignTransport.Answer, cachedShown: Bool)
        async
    {
        let harness = Harness(campaigns: [.onEvent("c")])
        let presenter = ScriptedPresenter()
        await harness.launch(presenter: presenter).waitUntilIdle()
        harness.device.relaunch()
        harness.transport.set(.configuration, answer)
        let messaging = harness.launch(presenter: presenter)
        messaging.logEvent(CustomEvent(withName: "go"))
        await messaging.waitUntilIdle()
        #expect(presenter.shown == (cachedShown ? ["c"] : []))
        #expect(await messaging.snapshot().isEnabled == cachedShown)
        #expect(harness.errors.all.count == 1, "\(harness.errors.all)")
    }

    /// Many tasks log while `configure` runs: every call is applied, none crashes.
    @Test func logEventStormDuringConfigureLosesNothing() async {
        let harness = Harness(campaigns: [.onEvent("last", "event-7-199")])
        let presenter = ScriptedPresenter()
        let messaging = harness.launch(presenter: presenter, configure: false)
        await withTaskGroup(of: Void.self) { group in
            for task in 0..<8 {
                group.addTask {
                    for index in 0..<200 {
                        messaging.logEvent(CustomEvent(withName: "event-\(task)-\(index)"))
                        if task == 3, index == 100 { messaging.configure() }
                    }
                }
            }
        }
        await messaging.waitUntilIdle()
        #expect(await messaging.snapshot().eventsProcessed == 1_600)
        #expect(presenter.shown == ["last"])
    }
}
