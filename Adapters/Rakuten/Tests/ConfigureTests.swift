import Foundation
import PrimerConformance
import PrimerCore
import PrimerSimulator
import RakutenConformance
import Testing

@testable import RakutenAdapter

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

    @Test func secondConfigureIsIgnored() async {
        let harness = Harness()
        let messaging = harness.launch()
        messaging.configure(subscriptionID: "other", configurationURL: "memory://other")
        await messaging.waitUntilIdle()
        #expect(harness.transport.requests.filter { $0.kind == .configuration }.count == 1)
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
