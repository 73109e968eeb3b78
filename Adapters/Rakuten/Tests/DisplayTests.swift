import Foundation
import PrimerConformance
@_spi(AdapterAuthoring) import PrimerCore
import PrimerSimulator
import Testing

@_spi(Fuzzing) @testable import RakutenAdapter

@Suite("Displays that complete, and those that do not count")
struct DisplayTests {
    @Test func closeMessageWhileOnScreenDoesNotCount() async {
        let harness = Harness(campaigns: [.onEvent("c", maxImpressions: 2)])
        let presenter = GatedPresenter()
        let messaging = harness.launch(presenter: presenter)
        messaging.logEvent(CustomEvent(withName: "go"))
        #expect(await presenter.nextOnScreen() == "c")
        messaging.closeMessage()
        await messaging.waitUntilIdle()
        let snapshot = await messaging.snapshot()
        #expect(snapshot.ledgers["c"]?.impressionsLeft == 2)
        #expect(snapshot.completedDisplays.isEmpty)

        presenter.reset()
        messaging.logEvent(CustomEvent(withName: "go"))
        #expect(await presenter.nextOnScreen() == "c")
        presenter.answer(CampaignResponse(.exit))
        await messaging.waitUntilIdle()
        #expect(await messaging.snapshot().ledgers["c"]?.impressionsLeft == 1, "a completed display counts")
    }

    /// The app closes the message the instant it is on screen (inside `present`, before anything else
    /// runs): the close reaches it, so the display ends uncounted and the SDK is idle again. The message
    /// is registered as on screen before the presenter can show it; when it was not, such a close was
    /// lost and the SDK waited for an answer for ever (the seed-sample close test hung under load).
    @Test(.timeLimit(.minutes(5)))
    func aCloseTheMomentTheMessageAppearsReachesIt() async {
        let harness = Harness(campaigns: [.onEvent("c", maxImpressions: 2)])
        let presenter = CloseOnShowPresenter()
        let messaging = harness.launch(presenter: presenter)
        presenter.messaging.withLock { $0 = messaging }
        // The presenter holds the SDK that holds it: let go at the end, so nothing outlives the test.
        defer { presenter.messaging.withLock { $0 = nil } }
        for _ in 0..<20 {
            messaging.logEvent(CustomEvent(withName: "go"))
            await messaging.waitUntilIdle()
        }
        #expect(presenter.presented.withLock { $0 } == 20)
        #expect(await messaging.snapshot().ledgers["c"]?.impressionsLeft == 2)
    }

    @Test func closeMessageCanClearTheQueue() async {
        let harness = Harness(campaigns: [.onEvent("a"), .onEvent("b"), .onEvent("c")])
        let presenter = GatedPresenter()
        let messaging = harness.launch(presenter: presenter)
        messaging.logEvent(CustomEvent(withName: "go"))
        #expect(await presenter.nextOnScreen() == "a")
        messaging.closeMessage(clearQueuedCampaigns: true)
        await messaging.waitUntilIdle()
        #expect(presenter.shown == ["a"], "b and c were dropped with the queue")
        #expect(await messaging.snapshot().completedDisplays.isEmpty)
    }

    /// A campaign triggered by an event logged while another message is on screen waits behind it;
    /// `closeMessage(clearQueuedCampaigns: true)` called afterwards drops it, as the seed documents, even
    /// though the SDK is still applying that earlier call. An event logged after the clear still counts.
    @Test func clearingCloseDropsWhatEarlierCallsQueueAndNotWhatLaterOnesDo() async {
        let harness = Harness(campaigns: [
            .onEvent("first", "one"), .onEvent("second", "two"), .onEvent("third", "three"),
        ])
        let presenter = GatedPresenter()
        let messaging = harness.launch(presenter: presenter)
        messaging.logEvent(CustomEvent(withName: "one"))
        #expect(await presenter.nextOnScreen() == "first")
        messaging.logEvent(CustomEvent(withName: "two"))
        messaging.closeMessage(clearQueuedCampaigns: true)
        await messaging.waitUntilIdle()
        #expect(presenter.shown == ["first"], "second was queued by a call made before the clear")
        presenter.reset()
        messaging.logEvent(CustomEvent(withName: "three"))
        // Skip past anything wrongly shown, so a failure reports instead of waiting for ever.
        while let next = await presenter.nextOnScreen(), next != "third" {}
        presenter.answer(CampaignResponse(.exit))
        await messaging.waitUntilIdle()
        #expect(presenter.shown == ["first", "third"])
        #expect(await messaging.snapshot().completedDisplays == ["third"])
    }

    @Test(arguments: [false, true])
    func contextVetoCancelsWithoutImpression(isTest: Bool) async {
        let harness = Harness(campaigns: [.onEvent("c", isTest: isTest, title: "[ctx1] [ctx2] title")])
        let presenter = ScriptedPresenter()
        let messaging = harness.launch(presenter: presenter)
        let asked = ReportLog<[String]>()
        messaging.settings.onVerifyContext = { contexts, title in
            asked.append(contexts + [title])
            return false
        }
        messaging.logEvent(CustomEvent(withName: "go"))
        await messaging.waitUntilIdle()
        if isTest {
            #expect(presenter.shown == ["c"], "test campaigns skip context verification")
            #expect(asked.all.isEmpty)
        } else {
            #expect(presenter.shown.isEmpty)
            #expect(asked.all == [["ctx1", "ctx2", "[ctx1] [ctx2] title"]])
            #expect(await messaging.snapshot().ledgers["c"]?.impressionsLeft == 5)
        }
    }

    @Test func verifyContextIsNotAskedWithoutContexts() async {
        let harness = Harness(campaigns: [.onEvent("c", title: "plain title")])
        let presenter = ScriptedPresenter()
        let messaging = harness.launch(presenter: presenter)
        let asked = ReportLog<String>()
        messaging.settings.onVerifyContext = { _, title in
            asked.append(title)
            return false
        }
        messaging.logEvent(CustomEvent(withName: "go"))
        await messaging.waitUntilIdle()
        #expect(asked.all.isEmpty && presenter.shown == ["c"])
    }

    /// A primer campaign reads like every adapter's card: `displayed` when handed to the view, then
    /// nothing more when the view cannot be shown, and `dismissed` when the app closes it; neither counts.
    @Test func primerCampaignThatFailsOrIsClosedReportsDisplayedAndDoesNotCount() async {
        let harness = Harness(status: .notDetermined, campaigns: [.onEvent("p", maxImpressions: 3, primerButton: 2)])
        let failing = ScriptedPresenter([CampaignResponse(.notPresented)])
        var messaging = harness.launch(presenter: failing)
        messaging.logEvent(CustomEvent(withName: "go"))
        await messaging.waitUntilIdle()
        #expect(harness.primerEvents == [.displayed])
        #expect(!harness.analytics.all.contains { $0.name == "_rem_iam_impressions" })
        #expect(await messaging.snapshot().ledgers["p"]?.impressionsLeft == 3)

        harness.device.relaunch()
        let gated = GatedPresenter()
        messaging = harness.launch(presenter: gated)
        messaging.logEvent(CustomEvent(withName: "go"))
        #expect(await gated.nextOnScreen() == "p")
        messaging.closeMessage()
        await messaging.waitUntilIdle()
        #expect(harness.primerEvents == [.displayed, .displayed, .dismissed])
        #expect(await messaging.snapshot().ledgers["p"]?.impressionsLeft == 3)
        #expect(harness.device.trace.allSatisfy { if case .requestAuthorization = $0 { false } else { true } })
    }

    @Test func anotherMessageOnScreenDoesNotCount() async {
        let harness = Harness(campaigns: [.onEvent("c", maxImpressions: 1)])
        let presenter = ScriptedPresenter([CampaignResponse(.notPresented), CampaignResponse(.exit)])
        let messaging = harness.launch(presenter: presenter)
        messaging.logEvent(CustomEvent(withName: "go"))
        await messaging.waitUntilIdle()
        #expect(await messaging.snapshot().ledgers["c"]?.impressionsLeft == 1)
        messaging.logEvent(CustomEvent(withName: "go"))
        await messaging.waitUntilIdle()
        #expect(await messaging.snapshot().ledgers["c"]?.impressionsLeft == 0)
        #expect(presenter.shown == ["c", "c"])
    }

    /// As the vendor's `DisplayPermissionService.checkPermission(forCampaign:retry:)`
    /// (rakutentech/ios-inappmessaging `Sources/RInAppMessaging/Services/DisplayPermissionService.swift`): the
    /// answer decides; an answer without `display`/`performPing` is "do not display" and reported, not
    /// retried; an HTTP status of 500 or more, or a failed connection, is retried once; any other status
    /// is not.
    @Test(arguments: [
        (InMemoryCampaignTransport.Answer.body(Data(#"{"display": true, "performPing": false}"#.utf8)), true, 1, 0),
        (.body(Data(#"{"display": false, "performPing": false}"#.utf8)), false, 1, 0),
        (.body(Data("{}".utf8)), false, 1, 1),
        (.body(Data(#"{"display": true}"#.utf8)), false, 1, 1),
        (.status(500), false, 2, 1),
        (.status(503), false, 2, 1),
        (.unreachable, false, 2, 1),
        (.status(400), false, 1, 1),
        (.status(404), false, 1, 1),
        (.status(429), false, 1, 1),
    ])
    func displayPermissionGatesNonTestCampaigns(
        answer: InMemoryCampaignTransport.Answer, shown: Bool, requests: Int, errors: Int
    ) async {
        let harness = Harness(campaigns: [.onEvent("c")], displayPermission: true)
        harness.transport.set(.displayPermission, answer)
        let presenter = ScriptedPresenter()
        let messaging = harness.launch(presenter: presenter)
        messaging.logEvent(CustomEvent(withName: "go"))
        await messaging.waitUntilIdle()
        #expect(presenter.shown == (shown ? ["c"] : []))
        #expect(harness.transport.requests.filter { $0.kind == .displayPermission }.count == requests)
        #expect(harness.errors.all.count == errors, "\(harness.errors.all)")
    }

    /// The vendor asks for display permission for test campaigns too, pings when told to, and shows them
    /// whatever the answer (`CampaignDispatcher.dispatchNext`: `permissionResponse.display || isTest`).
    @Test func aTestCampaignAsksButShowsWhateverTheAnswer() async {
        let harness = Harness(campaigns: [.onEvent("t", isTest: true)], displayPermission: true)
        harness.transport.set(.displayPermission, .body(Data(#"{"display": false, "performPing": true}"#.utf8)))
        let presenter = ScriptedPresenter()
        let messaging = harness.launch(presenter: presenter)
        await messaging.waitUntilIdle()
        let pingsBefore = harness.transport.requests.filter { $0.kind == .ping }.count
        messaging.logEvent(CustomEvent(withName: "go"))
        await messaging.waitUntilIdle()
        #expect(presenter.shown == ["t"])
        #expect(harness.transport.requests.filter { $0.kind == .displayPermission }.count == 1)
        #expect(harness.transport.requests.filter { $0.kind == .ping }.count == pingsBefore + 1, "performPing")
    }

    @Test func tooltipNeedsTheFeatureAndItsTargetAndClosesWithoutImpression() async throws {
        let entry = try FixtureLibrary.entry("rakuten-fixture-ui-tooltip-data")
        let harness = Harness()
        harness.transport.set(.ping, .body(entry.body))
        let presenter = GatedPresenter()
        let messaging = harness.launch(presenter: presenter, configure: false)
        messaging.configure(enableTooltipFeature: true)
        messaging.logEvent(AppStartEvent())
        await messaging.waitUntilIdle()
        #expect(presenter.shown.isEmpty, "the target view has not appeared")
        messaging.tooltipTargetAppeared("tooltip.test.1")
        #expect(await presenter.nextOnScreen() == "t1")
        messaging.closeMessage()
        messaging.closeTooltip(with: "another.element")
        messaging.closeTooltip(with: "tooltip.test.1")
        await messaging.waitUntilIdle()
        #expect(await messaging.snapshot().completedDisplays.isEmpty)
        #expect(await messaging.snapshot().ledgers["t1"]?.impressionsLeft == .max)
    }

    @Test func tooltipsStayOffWithoutTheFeature() async throws {
        let harness = Harness()
        harness.transport.set(.ping, .body(try FixtureLibrary.entry("rakuten-fixture-ui-tooltip-data").body))
        let presenter = ScriptedPresenter()
        let messaging = harness.launch(presenter: presenter)
        messaging.logEvent(AppStartEvent())
        messaging.tooltipTargetAppeared("tooltip.test.1")
        await messaging.waitUntilIdle()
        #expect(presenter.shown.isEmpty)
    }

    @Test func slideUpWithoutBodyIsNeverShown() async throws {
        let harness = Harness()
        harness.transport.set(
            .ping, .body(try FixtureLibrary.entry("rakuten-fixture-ui-slide-up-without-messageBody").body))
        let presenter = ScriptedPresenter()
        let messaging = harness.launch(presenter: presenter)
        messaging.logEvent(PurchaseSuccessfulEvent())
        await messaging.waitUntilIdle()
        #expect(presenter.shown.isEmpty)
    }
}

/// Calls `closeMessage()` from inside `present`, as an app that closes a message as soon as it sees it,
/// then keeps the message up until the SDK closes it.
final class CloseOnShowPresenter: CampaignPresenter {
    let messaging = LockedValue<InAppMessaging?>(nil)
    let presented = LockedValue(0)

    func present(_ message: CampaignMessage) async -> CampaignResponse {
        presented.withLock { $0 += 1 }
        messaging.withLock { $0 }?.closeMessage()
        try? await suspendUntilCancelled()
        return CampaignResponse(.exit)
    }
}
