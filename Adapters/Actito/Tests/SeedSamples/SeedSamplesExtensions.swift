// swift-format-ignore-file
// (the vendor's samples stay as the vendor wrote them)
// The push UI, notification service extension and Live Activity samples of the vendor's documentation
// verbatim but for the import. Where a sample cannot compile as printed, the smallest change
// is made and marked `ADAPTED:` with the reason. The push samples (and the `AppDelegate` class the push
// UI sample extends) live in SeedSamples.swift.
import Foundation
import Testing
@_spi(Fuzzing) import ActitoAdapter
@_spi(AdapterAuthoring) import PrimerCore
import PrimerSimulator

// MARK: Stand-ins for Apple types the samples name (Linux only; Apple platforms use the real ones)

#if !canImport(UserNotifications) || os(tvOS)
fileprivate typealias UNNotificationRequest = ActitoNotificationRequest
fileprivate typealias UNNotificationContent = ActitoNotificationContent

fileprivate class UNNotificationServiceExtension {
    func didReceive(_ request: UNNotificationRequest,
                    withContentHandler contentHandler: @escaping (UNNotificationContent) -> Void) {}
}
#endif


// MARK: Notification Service Extension
// ADAPTED: `import ActitoNotificationServiceExtensionKit` → `import ActitoAdapter` (one module), and the
// sample's method sits in the service-extension class the Xcode template creates.
fileprivate class NotificationService: UNNotificationServiceExtension {
override func didReceive(_ request: UNNotificationRequest, withContentHandler contentHandler: @escaping (UNNotificationContent) -> Void) {
ActitoNotificationServiceExtension.handleNotificationRequest(request) { result in
switch result {
case let .success(content):
contentHandler(content)

case let .failure(error):
print("Failed to handle the notification request.\n\(error)")
contentHandler(request.content)
}
}
}
}

// MARK: Live Activities
@MainActor
func registerLiveActivitySample() async {
do {
try await Actito.shared.push().registerLiveActivity(
"order-tracker",
token: "",
topics: ["sample"]
)
} catch {
// Handle error
}
}

@MainActor
func endLiveActivitySample() async {
do {
try await Actito.shared.push().endLiveActivity("order-tracker")
} catch {
// Handle error
}
}

// MARK: Notification lifecycle
// ADAPTED: the sample declares `class AppDelegate` again, with its own `application(_:didFinishLaunchingWithOptions:)`;
// one module cannot declare the class twice, so its launch line runs in `launchPushUI()` on the push samples'
// `AppDelegate` (SeedSamples.swift), which the sample's extension below extends as printed.
extension AppDelegate {
    func launchPushUI() {
        Actito.shared.pushUI().delegate = self
    }
}

extension AppDelegate: ActitoPushUIDelegate {
// MARK: - Notifications

func actito(_ actito: ActitoPushUI, willPresentNotification notification: ActitoNotification) { }

func actito(_ actito: ActitoPushUI, didPresentNotification notification: ActitoNotification) { }

func actito(_ actito: ActitoPushUI, didFinishPresentingNotification notification: ActitoNotification) { }

func actito(_ actito: ActitoPushUI, didFailToPresentNotification notification: ActitoNotification) { }

func actito(_ actito: ActitoPushUI, didClickURL url: URL, in notification: ActitoNotification) { }

// MARK: - Actions

func actito(_ actito: ActitoPushUI, willExecuteAction action: ActitoNotification.Action, for notification: ActitoNotification) { }

func actito(_ actito: ActitoPushUI, didExecuteAction action: ActitoNotification.Action, for notification: ActitoNotification) { }

func actito(_ actito: ActitoPushUI, didNotExecuteAction action: ActitoNotification.Action, for notification: ActitoNotification) { }

func actito(_ actito: ActitoPushUI, didFailToExecuteAction action: ActitoNotification.Action, for notification: ActitoNotification, error: Error?) { }

func actito(_ actito: ActitoPushUI, shouldPerformSelectorWithURL url: URL, in action: ActitoNotification.Action, for notification: ActitoNotification) { }
}

// MARK: Notification Presentation Events and Action Execution Events (one sample per callback)
final class PrintingPushUIDelegate: ActitoPushUIDelegate {
    private(set) var printed: [String] = []
    private func print(_ line: String) { printed.append(line) }

func actito(_ actito: ActitoPushUI, willPresentNotification notification: ActitoNotification) {
print("About to present notification: \(notification.id)")
}

func actito(_ actito: ActitoPushUI, didPresentNotification notification: ActitoNotification) {
print("Presented notification: \(notification.id)")
}

func actito(_ actito: ActitoPushUI, didFinishPresentingNotification notification: ActitoNotification) {
print("Notification finished presenting: \(notification.id)")
}

func actito(_ actito: ActitoPushUI, didFailToPresentNotification notification: ActitoNotification) {
print("Failed to present notification: \(notification.id)")
}

func actito(_ actito: ActitoPushUI, didClickURL url: URL, in notification: ActitoNotification) {
UIApplication.shared.open(url)
}

func actito(_ actito: ActitoPushUI, willExecuteAction action: ActitoNotification.Action, for notification: ActitoNotification) {
print("Preparing to execute action: \(action.label)")
}

func actito(_ actito: ActitoPushUI, didExecuteAction action: ActitoNotification.Action, for notification: ActitoNotification) {
print("Executed action: \(action.label)")
}

// The documentation's per-callback sample spells this `didNotToExecuteAction` (its protocol listing says
// `didNotExecuteAction`); as printed it compiles but is never called, so an app copying it misses the
// callback. ADAPTED: the listing's name, so the sample's body runs.
func actito(_ actito: ActitoPushUI, didNotExecuteAction action: ActitoNotification.Action, for notification: ActitoNotification) {
print("Action dismissed: \(action.label)")
}

func actito(_ actito: ActitoPushUI, didFailToExecuteAction action: ActitoNotification.Action, for notification: ActitoNotification, error: Error?) {
print("Action failed: \(error?.localizedDescription ?? "Unknown error")")
}

func actito(_ actito: ActitoPushUI, shouldPerformSelectorWithURL url: URL, in action: ActitoNotification.Action, for notification: ActitoNotification) {
print("Received a custom action to execute: \(action.label)")
}
}

/// The sample exactly as printed, typo included: it compiles, and the SDK never calls it.
final class TypoPushUIDelegate: ActitoPushUIDelegate {
    private(set) var printed: [String] = []
    private func print(_ line: String) { printed.append(line) }
}

extension TypoPushUIDelegate {
func actito(_ actito: ActitoPushUI, didNotToExecuteAction action: ActitoNotification.Action, for notification: ActitoNotification) {
print("Action dismissed: \(action.label)")
}
}

// MARK: The samples, run against the simulator and the ports

/// Serialized: the samples share the vendor's process-wide statics (`Actito.shared`,
/// `ActitoNotificationServiceExtension.shared`).
@MainActor @Suite(.serialized) struct SeedSampleExtensionTests {
    private static let payload = """
        {"aps": {"alert": {"title": "Your order", "body": "On its way"}, "mutable-content": 1},
         "x-sender": "notificare", "notificationId": "n-1",
         "attachment": {"mimeType": "image/jpeg", "uri": "https://cdn.example.com/parcel.jpg"}}
        """

    // The service-extension runs build a neutral request: on Apple platforms the sample takes the real
    // `UNNotificationRequest`, so they run where the stand-ins are used.
    #if !canImport(UserNotifications) || os(tvOS)
    private func runServiceExtensionSample(loader: ScriptedMediaLoader) async throws
        -> (request: ActitoNotificationRequest, shown: ActitoNotificationContent) {
        let previous = ActitoNotificationServiceExtension.shared
        defer { ActitoNotificationServiceExtension.shared = previous }
        ActitoNotificationServiceExtension.shared = ActitoNotificationServiceExtension(loader: loader,
                                                                                     timer: UnexpiringTimer())
        let request = ActitoNotificationRequest(identifier: "r-1",
                                                content: .init(payload: try PushPayload(jsonText: Self.payload)))
        let shown = await withCheckedContinuation { continuation in
            NotificationService().didReceive(request) { continuation.resume(returning: $0) }
        }
        return (request, shown)
    }

    @Test func serviceExtensionSampleAttachesTheLockScreenMedia() async throws {
        let (request, shown) = try await runServiceExtensionSample(
            loader: ScriptedMediaLoader(.file(bytes: 80_000, mimeType: "image/jpeg")))
        #expect(shown.title == request.content.title)
        #expect(shown.attachments.map(\.typeHint) == ["public.jpeg"])
    }

    @Test func serviceExtensionSampleShowsTheOriginalWhenTheDownloadFails() async throws {
        let (request, shown) = try await runServiceExtensionSample(loader: ScriptedMediaLoader(.failure("offline")))
        #expect(shown == request.content)
    }
    #endif

    @Test func liveActivitySamplesRegisterAndEnd() async {
        let backend = RecordingLiveActivityBackend()
        let push = Actito.shared.push()
        push.liveActivityBackend = backend
        defer { push.liveActivityBackend = nil }
        // The sample's placeholder token "" is refused with a typed error (caught by its `catch`): an
        // empty token can never receive updates, so nothing is sent.
        await registerLiveActivitySample()
        #expect(backend.calls.isEmpty)
        await #expect(throws: ActitoLiveActivityError.invalidToken(activityId: "order-tracker", token: "")) {
            try await push.registerLiveActivity("order-tracker", token: "", topics: ["sample"])
        }
        // With the token `pushTokenUpdates` delivers, the same call registers; ending tells Actito.
        try? await push.registerLiveActivity("order-tracker", token: Data([0xde, 0xad]), topics: ["sample"])
        await endLiveActivitySample()
        #expect(backend.calls == [.register(.init(activityId: "order-tracker", token: "dead", topics: ["sample"])),
                                  .end("order-tracker")])
    }

    @Test func appDelegateSampleBecomesThePushUIDelegate() async {
        let app = AppDelegate()
        app.launchPushUI()
        #expect(Actito.shared.pushUI().delegate === app)
        // Every callback has a body in the sample: a whole lifecycle runs through it without effect.
        let presenter = ScriptedPresenter([.presented, .choseAction(UIFixture.reply), .dismissed])
        Actito.shared.pushUI().presenter = presenter
        await Actito.shared.pushUI().presentNotification(UIFixture.alert)
        #expect(presenter.performed == [.reply(UIFixture.reply, notificationId: "n-1")])
        Actito.shared.pushUI().presenter = nil
        Actito.shared.pushUI().delegate = nil
    }

    @Test func lifecycleSamplesPrintWhatTheyDocument() async {
        let pushUI = ActitoPushUI()
        let delegate = PrintingPushUIDelegate()
        pushUI.delegate = delegate
        pushUI.urlConsent = .schemes(["https"])
        let link = URL(string: "https://example.com/terms")!
        let open = ActitoNotification.Action(type: ActitoNotification.Action.Kind.browser.rawValue, label: "Open",
                                             target: "https://shop.example.com")
        let mail = ActitoNotification.Action(type: ActitoNotification.Action.Kind.mail.rawValue, label: "Mail us",
                                             target: "help@example.com")
        let custom = ActitoNotification.Action(type: ActitoNotification.Action.Kind.custom.rawValue, label: "Coupon",
                                               target: "myapp://coupon")
        let notification = ActitoNotification(id: "n-1", message: "Sale", actions: [open, mail, custom])
        let presenter = ScriptedPresenter([.presented, .clickedURL(link), .choseAction(open), .dismissed])
        pushUI.presenter = presenter
        await pushUI.presentNotification(notification)
        presenter.stepResult = .cancelled
        await pushUI.presentAction(mail, for: notification)
        await pushUI.presentAction(custom, for: notification)
        pushUI.urlConsent = .never
        await pushUI.presentAction(open, for: notification)
        presenter.script = [.failed(reason: "no window")]
        await pushUI.presentNotification(notification)

        #expect(delegate.printed == [
            "About to present notification: n-1", "Presented notification: n-1",
            "Preparing to execute action: Open", "Executed action: Open", "Notification finished presenting: n-1",
            "Preparing to execute action: Mail us", "Action dismissed: Mail us",
            "Preparing to execute action: Coupon", "Received a custom action to execute: Coupon",
            "Executed action: Coupon",
            "Preparing to execute action: Open",
            "Action failed: \(ActitoPushUIError.urlNotAllowed(URL(string: "https://shop.example.com")!).localizedDescription)",
            "About to present notification: n-1", "Failed to present notification: n-1",
        ])
        // The link was opened by the app's own code in `didClickURL`, not by the SDK.
        #if !canImport(UIKit)
        #expect(UIApplication.shared.opened == [link])
        #endif
        #expect(presenter.openedURLs == [URL(string: "https://shop.example.com")!])
    }

    @Test func theTypoedSampleCompilesButIsNeverCalled() async {
        let pushUI = ActitoPushUI()
        let delegate = TypoPushUIDelegate()
        pushUI.delegate = delegate
        pushUI.presenter = ScriptedPresenter(stepResult: .cancelled)
        await pushUI.presentAction(UIFixture.reply, for: UIFixture.alert)
        #expect(delegate.printed.isEmpty)
    }
}
