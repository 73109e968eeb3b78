import ActitoAdapter
import ActitoConformance
import Foundation
import PrimerConformance
import PrimerCore
import PrimerSimulator
import Testing

@MainActor @Suite struct UIPresentationTests {
    private let delegate = RecordingUIDelegate()
    private let device = SimulatedDevice()
    private let pushUI: ActitoPushUI

    init() {
        pushUI = ActitoPushUI(environment: device.environment)
        pushUI.delegate = delegate
    }

    private func present(
        _ script: [ActitoPresentationEvent], _ notification: ActitoNotification = UIFixture.alert,
        stepResult: ActitoActionStepResult = .completed
    ) async -> ScriptedPresenter {
        let presenter = ScriptedPresenter(script, stepResult: stepResult)
        presenter.observedDelegate = delegate
        pushUI.presenter = presenter
        await pushUI.presentNotification(notification)
        return presenter
    }

    struct PresentationPath: Sendable, CustomTestStringConvertible {
        var name: String
        var script: [ActitoPresentationEvent]
        var callbacks: [String]
        var testDescription: String { name }
    }

    nonisolated static let link = URL(string: "https://example.com/terms")!
    nonisolated static let foreignAction = ActitoNotification.Action(
        type: "re.notifica.action.Browser", label: "Elsewhere",
        target: "https://evil.example")

    nonisolated static let paths: [PresentationPath] = [
        .init(
            name: "presented then dismissed", script: [.presented, .dismissed],
            callbacks: ["willPresentNotification", "didPresentNotification", "didFinishPresentingNotification"]),
        .init(
            name: "fails to present", script: [.failed(reason: "no window")],
            callbacks: ["willPresentNotification", "didFailToPresentNotification"]),
        .init(
            name: "dismissed before presented", script: [.dismissed],
            callbacks: ["willPresentNotification", "didFailToPresentNotification"]),
        .init(
            name: "stream ends before presented", script: [],
            callbacks: ["willPresentNotification", "didFailToPresentNotification"]),
        .init(
            name: "stream ends after presented", script: [.presented],
            callbacks: ["willPresentNotification", "didPresentNotification", "didFinishPresentingNotification"]),
        .init(
            name: "link tapped", script: [.presented, .clickedURL(link), .dismissed],
            callbacks: [
                "willPresentNotification", "didPresentNotification", "didClickURL",
                "didFinishPresentingNotification",
            ]),
        .init(
            name: "action chosen in the alert", script: [.presented, .choseAction(UIFixture.reply), .dismissed],
            callbacks: [
                "willPresentNotification", "didPresentNotification", "willExecuteAction", "didExecuteAction",
                "didFinishPresentingNotification",
            ]),
        .init(
            name: "duplicates and late failure dropped",
            script: [.presented, .presented, .failed(reason: "web view error"), .dismissed, .dismissed, .presented],
            callbacks: ["willPresentNotification", "didPresentNotification", "didFinishPresentingNotification"]),
        .init(
            name: "tap without presented implies presented", script: [.clickedURL(link), .dismissed],
            callbacks: [
                "willPresentNotification", "didPresentNotification", "didClickURL",
                "didFinishPresentingNotification",
            ]),
        .init(
            name: "action not in the notification ignored",
            script: [.presented, .choseAction(foreignAction), .dismissed],
            callbacks: ["willPresentNotification", "didPresentNotification", "didFinishPresentingNotification"]),
    ]

    @Test(arguments: paths)
    func callbacksFollowTheDocumentedOrder(_ path: PresentationPath) async {
        let presenter = await present(path.script)
        #expect(delegate.calls == path.callbacks)
        #expect(delegate.onMainQueue.allSatisfy { $0 })
        #expect(presenter.openedURLs.isEmpty)
    }

    @Test func willPresentReachesTheAppBeforeThePresenterShowsAnything() async {
        let presenter = await present([.presented, .dismissed])
        #expect(presenter.callbacksBeforePresent == ["willPresentNotification"])
    }

    @Test func eventsFromAnotherThreadStillReachTheDelegateOnTheMainActor() async {
        let presenter = ScriptedPresenter([.presented, .clickedURL(Self.link), .dismissed])
        presenter.yieldsOffMainActor = true
        pushUI.presenter = presenter
        await pushUI.presentNotification(UIFixture.alert)
        #expect(
            delegate.calls == [
                "willPresentNotification", "didPresentNotification", "didClickURL",
                "didFinishPresentingNotification",
            ])
        #expect(delegate.onMainQueue == [true, true, true, true])
    }

    @Test func aTappedLinkGoesToTheAppAndIsNeverOpenedBySDK() async {
        pushUI.urlConsent = .schemes(["https"])
        let presenter = await present([.presented, .clickedURL(Self.link), .dismissed])
        #expect(delegate.urls == [Self.link])
        #expect(presenter.performed.isEmpty)
    }

    @Test func noneNotificationsHaveNoUIAndNoCallbacks() async {
        let presenter = await present([.presented, .dismissed], UIFixture.notification(.none))
        #expect(delegate.calls.isEmpty)
        #expect(presenter.presented.isEmpty)
    }

    @Test func withoutAPresenterThePresentationFailsAndIsDiagnosed() async {
        await pushUI.presentNotification(UIFixture.alert)
        #expect(delegate.calls == ["willPresentNotification", "didFailToPresentNotification"])
        #expect(device.diagnostics.map(\.code) == ["pushUI.noPresenter"])
    }

    @Test func aFailureReasonIsDiagnosed() async {
        _ = await present([.failed(reason: "no window")])
        #expect(device.diagnostics.map(\.message) == ["notification 'n-1': presentation failed: no window"])
    }

    struct URLSchemeCase: Sendable, CustomTestStringConvertible {
        var name: String
        var content: String?
        var consent: Bool
        var callbacks: [String]
        var opened: [String]
        var testDescription: String { name }
    }

    nonisolated static let urlSchemeCases: [URLSchemeCase] = [
        .init(
            name: "consented deep link", content: "myapp://orders/42", consent: true,
            callbacks: ["willPresentNotification", "didPresentNotification", "didFinishPresentingNotification"],
            opened: ["myapp://orders/42"]),
        .init(
            name: "deep link without consent", content: "myapp://orders/42", consent: false,
            callbacks: ["willPresentNotification", "didFailToPresentNotification"], opened: []),
        .init(
            name: "content is not a URL", content: "orders 42", consent: true,
            callbacks: ["willPresentNotification", "didFailToPresentNotification"], opened: []),
        .init(
            name: "no content", content: nil, consent: true,
            callbacks: ["willPresentNotification", "didFailToPresentNotification"], opened: []),
    ]

    @Test(arguments: urlSchemeCases)
    func urlSchemeNotificationsOpenTheirLinkOnlyWithConsent(_ scheme: URLSchemeCase) async {
        pushUI.urlConsent = .ask { url, _ in scheme.consent && url.scheme == "myapp" }
        let presenter = await present([], UIFixture.notification(.urlScheme, content: scheme.content))
        #expect(delegate.calls == scheme.callbacks)
        #expect(presenter.openedURLs.map(\.absoluteString) == scheme.opened)
    }

    @Test func theDelegateIsHeldWeakly() async {
        var transient: RecordingUIDelegate? = RecordingUIDelegate()
        pushUI.delegate = transient
        transient = nil
        #expect(pushUI.delegate == nil)
        _ = await present([.presented, .dismissed])
        #expect(delegate.calls.isEmpty)
    }

    @Test func sharedActitoKeepsOnePushUIModule() {
        let actito = Actito()
        #expect(actito.pushUI() === actito.pushUI())
    }
}

@Suite struct UIProfileTests {
    @Test func theProfileDeclaresThePushUIAndExtensionQuirks() {
        let summaries = ActitoProfile.profile.quirks.map(\.summary)
        for summary in [
            "willPresentNotification arrives after presentation started",
            "a web view can report both didPresent and didFailToPresent",
            "no time budget on the attachment download",
        ] {
            #expect(summaries.contains(summary))
        }
        #expect(ActitoProfile.profile.decisions.contains { $0.hasPrefix("Live Activities:") })
    }
}
