import ActitoAdapter
import Foundation
import PrimerCore
import PrimerSimulator
import Testing

@MainActor @Suite struct UIActionTests {
    typealias Kind = ActitoNotification.Action.Kind

    struct ActionPath: Sendable, CustomTestStringConvertible {
        var name: String
        var action: ActitoNotification.Action
        var consentedSchemes: Set<String> = []
        var stepResult: ActitoActionStepResult = .completed
        var hasPresenter = true
        var callbacks: [String]
        var steps: [ActitoActionStep] = []
        var error: ActitoPushUIError?
        var testDescription: String { name }
    }

    nonisolated static let ok = ["willExecuteAction", "didExecuteAction"]
    nonisolated static let failed = ["willExecuteAction", "didFailToExecuteAction"]
    nonisolated static let backedOut = ["willExecuteAction", "didNotExecuteAction"]
    nonisolated static let https = URL(string: "https://shop.example.com/sale")!

    nonisolated static let paths: [ActionPath] = [
        .init(
            name: "custom hands its URL to the app", action: UIFixture.action(.custom, "myapp://coupon/1"),
            callbacks: ["willExecuteAction", "shouldPerformSelectorWithURL", "didExecuteAction"]),
        .init(
            name: "custom without target", action: UIFixture.action(.custom, nil), callbacks: failed,
            error: .invalidTarget(actionType: Kind.custom.rawValue, label: "custom", target: nil)),
        .init(
            name: "browser with consent", action: UIFixture.action(.browser, https.absoluteString),
            consentedSchemes: ["https"], callbacks: ok, steps: [.openURL(https)]),
        .init(
            name: "browser without consent", action: UIFixture.action(.browser, https.absoluteString),
            callbacks: failed, error: .urlNotAllowed(https)),
        .init(
            name: "browser with a script URL", action: UIFixture.action(.browser, "javascript:alert(1)"),
            consentedSchemes: ["javascript"], callbacks: failed,
            error: .invalidTarget(actionType: Kind.browser.rawValue, label: "browser", target: "javascript:alert(1)")),
        .init(
            name: "browser the system refuses", action: UIFixture.action(.browser, https.absoluteString),
            consentedSchemes: ["https"], stepResult: .failed(reason: "no handler"), callbacks: failed,
            steps: [.openURL(https)], error: .presenterFailed(reason: "no handler")),
        .init(
            name: "in-app browser with consent", action: UIFixture.action(.inAppBrowser, https.absoluteString),
            consentedSchemes: ["HTTPS"], callbacks: ok, steps: [.openInAppBrowser(https)]),
        .init(
            name: "deep link with consent", action: UIFixture.action(.app, "myapp://product/7"),
            consentedSchemes: ["myapp"], callbacks: ok, steps: [.openURL(URL(string: "myapp://product/7")!)]),
        .init(
            name: "deep link to another scheme", action: UIFixture.action(.app, "otherapp://x"),
            consentedSchemes: ["myapp"], callbacks: failed, error: .urlNotAllowed(URL(string: "otherapp://x")!)),
        .init(
            name: "telephone", action: UIFixture.action(.telephone, "+1 555 0100"), consentedSchemes: ["tel"],
            callbacks: ok, steps: [.openURL(URL(string: "tel:+15550100")!)]),
        .init(
            name: "mail sent", action: UIFixture.action(.mail, "mailto:help@example.com"), callbacks: ok,
            steps: [.composeMail(recipient: "help@example.com")]),
        .init(
            name: "mail cancelled", action: UIFixture.action(.mail, "help@example.com"), stepResult: .cancelled,
            callbacks: backedOut, steps: [.composeMail(recipient: "help@example.com")]),
        .init(
            name: "mail without address", action: UIFixture.action(.mail, "nobody"), callbacks: failed,
            error: .invalidTarget(actionType: Kind.mail.rawValue, label: "mail", target: "nobody")),
        .init(
            name: "sms cancelled", action: UIFixture.action(.sms, "sms:12345"), stepResult: .cancelled,
            callbacks: backedOut, steps: [.composeSMS(recipient: "12345")]),
        .init(
            name: "callback replied", action: UIFixture.reply, callbacks: ok,
            steps: [.reply(UIFixture.reply, notificationId: "n-1")]),
        .init(
            name: "callback cancelled", action: UIFixture.reply, stepResult: .cancelled, callbacks: backedOut,
            steps: [.reply(UIFixture.reply, notificationId: "n-1")]),
        // ActitoPushUI.presentAction: "Unhandled notification action type", return (no callback).
        .init(name: "unknown type", action: .init(type: "com.example.Teleport", label: "Beam"), callbacks: []),
        .init(
            name: "no presenter", action: UIFixture.reply, hasPresenter: false, callbacks: failed, error: .noPresenter),
        .init(
            name: "custom needs no presenter", action: UIFixture.action(.custom, "myapp://x"), hasPresenter: false,
            callbacks: ["willExecuteAction", "shouldPerformSelectorWithURL", "didExecuteAction"]),
    ]

    @Test(arguments: paths)
    func actionCallbacksFollowTheDocumentedOrder(_ path: ActionPath) async {
        let delegate = RecordingUIDelegate()
        let pushUI = ActitoPushUI()
        pushUI.delegate = delegate
        pushUI.urlConsent = .schemes(path.consentedSchemes)
        let presenter = ScriptedPresenter(stepResult: path.stepResult)
        if path.hasPresenter { pushUI.presenter = presenter }

        await pushUI.presentAction(path.action, for: UIFixture.alert)

        #expect(delegate.calls == path.callbacks)
        #expect(presenter.performed == path.steps)
        #expect(delegate.errors == (path.error.map { [$0] } ?? []))
        #expect(delegate.onMainQueue.allSatisfy { $0 })
    }

    /// The vendor (actito/actito-sdk-ios, ActitoPushUIKit/Sources/ActitoPushUI.swift, `presentNotification`
    /// and `presentAction`) logs an unknown notification or action type and returns before
    /// `willPresentNotification` / `willExecuteAction`: no callback, nothing shown.
    @Test func unknownTypesCallNothingAndAreReported() async {
        let device = SimulatedDevice(status: .authorized)
        let pushUI = ActitoPushUI(environment: device.environment)
        let delegate = RecordingUIDelegate()
        pushUI.delegate = delegate
        let presenter = ScriptedPresenter()
        pushUI.presenter = presenter
        let notification = ActitoNotification(id: "n-9", type: "re.notifica.notification.Hologram", message: "m")
        await pushUI.presentNotification(notification)
        await pushUI.presentAction(.init(type: "com.example.Teleport", label: "Beam"), for: UIFixture.alert)
        #expect(delegate.calls.isEmpty)
        #expect(presenter.presented.isEmpty && presenter.performed.isEmpty)
        #expect(
            device.diagnostics.map(\.code) == ["pushUI.unsupportedNotificationType", "pushUI.unsupportedActionType"])
    }

    @Test func withoutConsentNoPayloadURLIsEverOpened() async {
        let actions: [ActitoNotification.Action] = [
            UIFixture.action(.app, "myapp://x"), UIFixture.action(.browser, "https://a.example"),
            UIFixture.action(.inAppBrowser, "https://a.example"), UIFixture.action(.telephone, "123"),
            UIFixture.action(.custom, "https://a.example"),
        ]
        let notification = ActitoNotification(id: "n", message: "m", actions: actions)
        let pushUI = ActitoPushUI()
        let delegate = RecordingUIDelegate()
        pushUI.delegate = delegate
        let presenter = ScriptedPresenter(
            [.presented, .clickedURL(URL(string: "https://b.example")!)]
                + actions.map { .choseAction($0) } + [.dismissed])
        pushUI.presenter = presenter
        for action in actions { await pushUI.presentAction(action, for: notification) }
        await pushUI.presentNotification(notification)
        await pushUI.presentNotification(UIFixture.notification(.urlScheme, content: "myapp://y"))
        #expect(presenter.openedURLs.isEmpty)
        #expect(delegate.errors.count == 8)
    }

    @Test func theAppIsAskedAboutEachURLWithItsNotification() async {
        let pushUI = ActitoPushUI()
        let presenter = ScriptedPresenter()
        pushUI.presenter = presenter
        var asked: [String] = []
        pushUI.urlConsent = .ask { url, notification in
            asked.append("\(notification.id) \(url.absoluteString)")
            return url.host == "trusted.example"
        }
        await pushUI.presentAction(UIFixture.action(.browser, "https://trusted.example/a"), for: UIFixture.alert)
        await pushUI.presentAction(UIFixture.action(.browser, "https://other.example/b"), for: UIFixture.alert)
        #expect(asked == ["n-1 https://trusted.example/a", "n-1 https://other.example/b"])
        #expect(presenter.openedURLs == [URL(string: "https://trusted.example/a")!])
    }

    @Test func aCustomActionsURLIsForTheAppOnly() async {
        let pushUI = ActitoPushUI()
        let delegate = RecordingUIDelegate()
        pushUI.delegate = delegate
        pushUI.urlConsent = .schemes(["myapp"])
        let presenter = ScriptedPresenter()
        pushUI.presenter = presenter
        await pushUI.presentAction(UIFixture.action(.custom, "myapp://coupon/1"), for: UIFixture.alert)
        #expect(delegate.urls == [URL(string: "myapp://coupon/1")!])
        #expect(presenter.performed.isEmpty)
    }
}
