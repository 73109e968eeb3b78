// swift-format-ignore-file
// (the vendor's samples stay as the vendor wrote them)
// The push samples of the vendor's documentation, verbatim but for the import. Where a
// sample cannot compile as printed, the smallest change is made and marked `ADAPTED:` with the reason.
// The push UI, service extension and Live Activity samples are in SeedSamplesExtensions.swift.
import Foundation
import Testing
import ActitoAdapter
import PrimerCore
import PrimerSimulator

// MARK: Receiving Push Events
// ADAPTED: `return true` added: the sample's launch method is declared `-> Bool` but returns nothing, which
// does not compile. (On Linux, `UIApplication` and `UIApplicationDelegate` are the stand-ins of
// AppleStandIns.swift.)
class AppDelegate: NSObject, UIApplicationDelegate {
internal func application(_: UIApplication, didFinishLaunchingWithOptions _: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
// more code ...

Actito.shared.push().delegate = self
return true
}
}

extension AppDelegate: ActitoPushDelegate {
func actito(_: ActitoPush, didFailToRegisterForRemoteNotificationsWithError error: Error) { }

func actito(_: ActitoPush, didChangeSubscription subscription: ActitoPushSubscription?) { }

func actito(_: ActitoPush, didChangeNotificationSettings allowedUI: Bool) { }

func actito(_: ActitoPush, didReceiveUnknownNotification userInfo: [AnyHashable: Any]) { }

func actito(_: ActitoPush, didReceiveNotification notification: ActitoNotification, deliveryMechanism: ActitoNotificationDeliveryMechanism) { }

func actito(_: ActitoPush, didReceiveSystemNotification notification: ActitoSystemNotification) { }

func actito(_: ActitoPush, shouldOpenSettings notification: ActitoNotification?) { }

func actito(_: ActitoPush, didOpenNotification notification: ActitoNotification) { }

func actito(_: ActitoPush, didOpenUnknownNotification userInfo: [AnyHashable: Any]) { }

func actito(_: ActitoPush, didOpenAction action: ActitoNotification.Action, for notification: ActitoNotification) { }

func actito(_: ActitoPush, didOpenUnknownAction action: String, for notification: [AnyHashable: Any], responseText: String?) { }
}

// MARK: Push events (one sample per callback, gathered in one delegate)
final class PrintingPushDelegate: ActitoPushDelegate {
    private(set) var printed: [String] = []
    private func print(_ line: String) { printed.append(line) }

func actito(_: ActitoPush, didFailToRegisterForRemoteNotificationsWithError error: Error) {
print("Failed to register for remote notifications: \(error.localizedDescription)")
}

func actito(_: ActitoPush, didChangeSubscription subscription: ActitoPushSubscription?) {
// ADAPTED: the sample reads `subscription.token`, which does not compile: the parameter is optional.
print("New subscription token: \(subscription?.token ?? "none")")
}

func actito(_: ActitoPush, didChangeNotificationSettings allowedUI: Bool) {
print("Notification settings changed. Allow: \(allowedUI)")
}

func actito(_: ActitoPush, didReceiveUnknownNotification userInfo: [AnyHashable: Any]) {
print("Received an unknown notification: \(userInfo)")
}

func actito(_: ActitoPush, didReceiveNotification notification: ActitoNotification, deliveryMechanism: ActitoNotificationDeliveryMechanism) {
print("Received a notification: \(notification.id) via \(deliveryMechanism)")
}

func actito(_: ActitoPush, didReceiveSystemNotification notification: ActitoSystemNotification) {
print("Received a system notification: \(notification.id)")
}

func actito(_: ActitoPush, shouldOpenSettings notification: ActitoNotification?) {
print("Should open notification settings")
}

func actito(_: ActitoPush, didOpenNotification notification: ActitoNotification) {
print("Opened notification: \(notification.id)")
}

func actito(_ actitoPush: ActitoPush, didOpenUnknownNotification userInfo: [AnyHashable: Any]) {
print("Opened unknown notification: \(userInfo)")
}

func actito(_ actitoPush: ActitoPush, didOpenAction action: ActitoNotification.Action, for notification: ActitoNotification) {
print("Opened action: \(action.label)")
}

func actito(_ actitoPush: ActitoPush, didOpenUnknownAction action: String, for notification: [AnyHashable: Any], responseText: String?) {
print("Opened unknown action: \(action)")
}
}

// MARK: Notification Options
final class SettingsAwareDelegate: ActitoPushDelegate {
    private(set) var opened = 0

func actito(_ actito: ActitoPush, shouldOpenSettings notification: ActitoNotification?) {
// Deep link to your settings view.
opened += 1
}
}

@MainActor
func configureAuthorizationOptionsSample() {
// Include only the options that apply to your use case.
Actito.shared.push().authorizationOptions = [
.alert,
.badge,
.sound,
.providesAppNotificationSettings,
.provisional,
.announcement
]
}

@MainActor
func configurePresentationOptionsSample() {
if #available(iOS 14.0, *) {
Actito.shared.push().presentationOptions = [.banner, .sound, .badge]
} else {
Actito.shared.push().presentationOptions = [.alert, .sound, .badge]
}
}

@MainActor
func configureCategoryOptionsSample() {
Actito.shared.push().categoryOptions = [
.customDismissAction,
.hiddenPreviewsShowTitle,
.allowAnnouncement
]
}

// The samples, run against the simulator. They share `Actito.shared`, so they run one at a time.
@MainActor @Suite(.serialized) struct SeedSampleTests {
    @Test func appDelegateSampleBecomesTheDelegate() {
        let app = AppDelegate()
        #expect(app.application(UIApplication.shared, didFinishLaunchingWithOptions: nil))
        #expect(Actito.shared.push().delegate === app)
    }

    @Test func optionSamplesSetWhatTheyDocument() async throws {
        let device = SimulatedDevice()
        try await PrimerPlatform.withEnvironment(device.environment) { @MainActor @Sendable () async throws in
            let delegate = SettingsAwareDelegate()
            Actito.shared.push().delegate = delegate
            configureAuthorizationOptionsSample()
            configurePresentationOptionsSample()
            configureCategoryOptionsSample()
            let push = Actito.shared.push()
            #expect(push.authorizationOptions == [.alert, .badge, .sound, .providesAppNotificationSettings,
                                                  .provisional, .announcement])
            #expect(push.presentationOptions == [.banner, .sound, .badge])
            #expect(push.categoryOptions == [.customDismissAction, .hiddenPreviewsShowTitle, .allowAnnouncement])
            // With .provisional the user is opted in quietly, without the permission dialog.
            #expect(try await push.enableRemoteNotifications())
            #expect(device.promptsShown == 0)
            #expect(device.status == .provisional)
            // The mandatory settings handler is implemented: no diagnostic, and the link reaches it.
            push.userNotificationCenter(openSettingsFor: nil)
            #expect(delegate.opened == 1)
            #expect(!device.diagnostics.contains { $0.code == "options.settingsHandlerMissing" })
            await push.disableRemoteNotifications()
        }
    }

    @Test func printingSamplesPrintWhatTheyDocument() async throws {
        let device = SimulatedDevice(status: .authorized)
        let push = ActitoPush(environment: device.environment)
        let delegate = PrintingPushDelegate()
        push.delegate = delegate
        _ = try await push.enableRemoteNotifications()
        await push.application(didReceiveRemoteNotification: ActitoFixture.userInfo(Payloads.actito))
        await push.application(didReceiveRemoteNotification: ActitoFixture.userInfo(Payloads.system))
        await push.userNotificationCenter(didReceive: ActitoNotificationResponse(
            actionIdentifier: "Open", userInfo: ActitoFixture.userInfo(Payloads.actito)))
        await push.userNotificationCenter(didReceive: ActitoNotificationResponse(
            actionIdentifier: ActitoNotificationResponse.defaultActionIdentifier,
            userInfo: ActitoFixture.userInfo(Payloads.actito)))
        await push.userNotificationCenter(didReceive: ActitoNotificationResponse(
            actionIdentifier: "REPLY", userInfo: ActitoFixture.userInfo(Payloads.foreign), userText: "hi"))
        device.registration = .failure("offline")
        _ = try await push.enableRemoteNotifications()
        #expect(delegate.printed.count == 8)
        #expect(delegate.printed.first?.hasPrefix("New subscription token: ") == true)
        #expect(delegate.printed.dropFirst().prefix(6) == [
            "Notification settings changed. Allow: true",
            "Received a notification: n-1 via standard",
            "Received a system notification: s-1",
            "Opened action: Open",
            "Opened notification: n-1",
            "Opened unknown action: REPLY",
        ])
        #expect(delegate.printed.last?.hasPrefix("Failed to register for remote notifications: ") == true)
    }

    @Test func emptySampleDelegateReceivesEverythingSilently() async {
        let device = SimulatedDevice(status: .authorized)
        let push = ActitoPush(environment: device.environment)
        let app = AppDelegate()
        push.delegate = app
        await push.application(didReceiveRemoteNotification: ActitoFixture.userInfo(Payloads.actito))
        push.userNotificationCenter(openSettingsFor: nil)
        #expect(device.diagnostics.isEmpty)
    }
}
