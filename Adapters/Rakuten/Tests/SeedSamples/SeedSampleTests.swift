import Foundation
import PrimerConformance
import PrimerCore
import PrimerSimulator
import Testing

@_spi(Fuzzing) @testable import RakutenAdapter

/// Runs the README samples against the simulator through the static API. Serialized: the samples share
/// the vendor's process-wide statics (the one instance the static API drives).
@Suite("Seed samples", .serialized)
@MainActor
struct SeedSampleTests {
    /// Installs a fresh shared instance over a simulated device and an in-memory backend.
    static func install(
        _ campaigns: [CampaignData], status: AuthorizationStatus = .notDetermined,
        presenter: (any CampaignPresenter)? = nil
    ) -> (Harness, InAppMessaging) {
        let harness = Harness(status: status, campaigns: campaigns)
        let messaging = harness.launch(presenter: presenter, configure: false)
        RInAppMessaging.shared = messaging
        return (harness, messaging)
    }

    @Test func customEventSampleMatchesDocumentedOperators() async {
        let conditions = [
            TriggerAttribute(name: "userResponse", value: "hi", type: .string, operator: .equals),
            TriggerAttribute(name: "numberOfClicks", value: "5", type: .integer, operator: .greaterThan),
            TriggerAttribute(name: "didNavigateToPage", value: "false", type: .boolean, operator: .equals),
            TriggerAttribute(name: "percentageOfCompletion", value: "60", type: .double, operator: .lessThan),
            TriggerAttribute(name: "timeOfCompletion", value: "32424000", type: .timeInMilliseconds, operator: .equals),
        ]
        let presenter = ScriptedPresenter()
        let (_, messaging) = Self.install(
            [.onEvent("seed", "any_event_name_here", attributes: conditions)], presenter: presenter)
        SeedSamples.logEvents()
        RInAppMessaging.configure(subscriptionID: "s", configurationURL: "memory://config")
        await messaging.waitUntilIdle()
        #expect(presenter.shown == ["seed"], "logged before configure, replayed after, all five attributes match")
    }

    @Test(arguments: [false, true])
    func configureSamplesUseTheRuntimeValues(atLaunch: Bool) async {
        let (harness, messaging) = Self.install([])
        if atLaunch { #expect(SeedSamples.configureAtLaunch()) } else { SeedSamples.runtimeConfiguration() }
        await messaging.waitUntilIdle()
        // The placeholders are not fetchable URLs: the error names the runtime value, not the plist's.
        guard case let .invalidURL(field, value)? = harness.errors.all.first else {
            Issue.record("expected invalidURL, got \(harness.errors.all)")
            return
        }
        #expect(field == InfoDictionaryKey.configurationURL)
        #expect(value == (atLaunch ? "runtime.config.url" : "Endpoint for fetching the configuration"))
    }

    @Test func preferenceSampleSelectsTheUsersCache() async {
        let (_, messaging) = Self.install([.onEvent("c")])
        let preference = SeedSamples.registerPreference()
        RInAppMessaging.configure()
        await messaging.waitUntilIdle()
        #expect(
            await messaging.snapshot().userKey
                == UserIdentity(userID: preference.getUserID(), idTrackingIdentifier: nil).hashKey)
    }

    @Test(arguments: [
        ("[context1] campaign-title-1", true, true), ("[context1] campaign-title-1", false, false),
        ("[other] title", false, true),
    ])
    func verifyContextSample(title: String, correctScreen: Bool, shown: Bool) async {
        SampleScreen.isCorrect = correctScreen
        defer { SampleScreen.isCorrect = true }
        let presenter = ScriptedPresenter()
        let (_, messaging) = Self.install([.onEvent("c", title: title)], presenter: presenter)
        SeedSamples.verifyContext()
        RInAppMessaging.configure()
        RInAppMessaging.logEvent(CustomEvent(withName: "go"))
        await messaging.waitUntilIdle()
        #expect(presenter.shown == (shown ? ["c"] : []))
    }

    @Test func errorCallbackSampleHearsErrors() async {
        let (harness, messaging) = Self.install([])
        harness.transport.set(.configuration, .status(500))
        let delegate = SampleAppDelegate()
        #expect(delegate.applicationDidFinishLaunching())
        RInAppMessaging.configure()
        await messaging.waitUntilIdle()
        #expect(delegate.errors == [.httpStatus(.configuration, url: "memory://config", status: 500)])
    }

    /// Errors reach `errorCallback` on the main actor, in the order they happened, by the time
    /// `waitUntilIdle()` returns.
    @Test func errorsReachTheCallbackOnTheMainActorInOrder() async {
        let patterns = ["(", "[", "(?<=x)", ")"]
        let campaigns = patterns.enumerated().map { index, pattern in
            CampaignData.onEvent(
                "c\(index)", "e",
                attributes: [
                    TriggerAttribute(name: "s", value: pattern, type: .string, operator: .matchesRegex)
                ])
        }
        let harness = Harness(campaigns: campaigns)
        let messaging = harness.launch(presenter: ScriptedPresenter())
        let heard = ReportLog<String>()
        messaging.settings.errorCallback = { error in
            guard case let .invalidRegex(pattern, _) = error else { return }
            heard.append(MainQueueProbe.isOnMainQueue ? pattern : "\(pattern) off the main queue")
        }
        messaging.logEvent(
            CustomEvent(withName: "e", withCustomAttributes: [CustomAttribute(withKeyName: "s", withStringValue: "x")]))
        await messaging.waitUntilIdle()
        #expect(heard.all == patterns)
    }

    @Test func pushPrimerOptionsSampleChangesTheRequest() async {
        let (harness, messaging) = Self.install([.onEvent("p", primerButton: 2)])
        #expect(RInAppMessaging.pushPrimerAuthorizationOptions == [.sound, .alert, .badge], "documented default")
        SeedSamples.pushPrimerOptions()
        #expect(SeedSamples.accessibility() && RInAppMessaging.accessibilityCompatibleDisplay)
        RInAppMessaging.configure()
        RInAppMessaging.logEvent(CustomEvent(withName: "go"))
        await messaging.waitUntilIdle()
        #expect(harness.device.trace.contains(.requestAuthorization([.badge, .provisional])))
    }

    @Test func closeSamplesCloseWithoutImpressions() async throws {
        let presenter = GatedPresenter()
        let (harness, messaging) = Self.install([.onEvent("c")], presenter: presenter)
        harness.transport.set(.ping, .body(Harness.ping([.onEvent("c")])))
        SeedSamples.tooltips()
        RInAppMessaging.logEvent(CustomEvent(withName: "go"))
        #expect(await presenter.nextOnScreen() == "c")
        SeedSamples.closeTooltip()
        SeedSamples.closeMessage()
        await messaging.waitUntilIdle()
        #expect(await messaging.snapshot().completedDisplays.isEmpty)
    }
}
