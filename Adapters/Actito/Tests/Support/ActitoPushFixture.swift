import ActitoAdapter
import Foundation
import PrimerCore
import PrimerSimulator

/// An app's push delegate that writes down every callback it hears. Each callback checks at run time
/// that it executes on the main actor (a violation stops the test run).
final class CallbackLog: ActitoPushDelegate {
    private(set) var calls: [String] = []
    private(set) var notifications: [ActitoNotification] = []
    private(set) var userInfos: [[AnyHashable: Any]] = []
    private(set) var errors: [any Error] = []
    let implementsSettings: Bool

    init(implementsSettings: Bool = true) { self.implementsSettings = implementsSettings }

    private func note(_ call: String) {
        MainActor.preconditionIsolated("\(call) must be delivered on the main actor")
        calls.append(call)
    }

    func actito(_ actitoPush: ActitoPush, didFailToRegisterForRemoteNotificationsWithError error: any Error) {
        errors.append(error)
        note("didFailToRegister")
    }

    func actito(_ actitoPush: ActitoPush, didChangeSubscription subscription: ActitoPushSubscription?) {
        note("didChangeSubscription(\(subscription == nil ? "nil" : "token"))")
    }

    func actito(_ actitoPush: ActitoPush, didChangeNotificationSettings allowedUI: Bool) {
        note("didChangeNotificationSettings(\(allowedUI))")
    }

    func actito(_ actitoPush: ActitoPush, didReceiveUnknownNotification userInfo: [AnyHashable: Any]) {
        userInfos.append(userInfo)
        note("didReceiveUnknownNotification")
    }

    func actito(
        _ actitoPush: ActitoPush, didReceiveNotification notification: ActitoNotification,
        deliveryMechanism: ActitoNotificationDeliveryMechanism
    ) {
        notifications.append(notification)
        note("didReceiveNotification(\(notification.id), \(deliveryMechanism))")
    }

    func actito(_ actitoPush: ActitoPush, didReceiveSystemNotification notification: ActitoSystemNotification) {
        note("didReceiveSystemNotification(\(notification.type))")
    }

    func actito(_ actitoPush: ActitoPush, shouldOpenSettings notification: ActitoNotification?) {
        note("shouldOpenSettings(\(notification?.id ?? "nil"))")
    }

    func actito(_ actitoPush: ActitoPush, didOpenNotification notification: ActitoNotification) {
        notifications.append(notification)
        note("didOpenNotification(\(notification.id))")
    }

    func actito(_ actitoPush: ActitoPush, didOpenUnknownNotification userInfo: [AnyHashable: Any]) {
        userInfos.append(userInfo)
        note("didOpenUnknownNotification")
    }

    func actito(
        _ actitoPush: ActitoPush, didOpenAction action: ActitoNotification.Action,
        for notification: ActitoNotification
    ) {
        note("didOpenAction(\(action.label), \(notification.id))")
    }

    func actito(
        _ actitoPush: ActitoPush, didOpenUnknownAction action: String,
        for notification: [AnyHashable: Any], responseText: String?
    ) {
        note("didOpenUnknownAction(\(action), \(responseText ?? "nil"))")
    }
}

/// A delegate that implements nothing (every callback is the default).
final class SilentDelegate: ActitoPushDelegate {}

/// A simulated device with an app that uses ``ActitoPush``.
@MainActor
struct ActitoFixture {
    let device: SimulatedDevice
    let push: ActitoPush
    let log = CallbackLog()

    init(
        status: AuthorizationStatus = .notDetermined, user: ScriptedUser = ScriptedUser(),
        device: SimulatedDevice? = nil, systemMajorVersion: Int = 17,
        logger: any ActitoPushEventLogger = ActitoNoEventLogger()
    ) {
        self.device = device ?? SimulatedDevice(status: status, user: user)
        push = ActitoPush(environment: self.device.environment, systemMajorVersion: systemMajorVersion, logger: logger)
        push.delegate = log
    }

    /// A fresh app process over the same device (the delegate is this fixture's log again).
    func relaunched() -> ActitoFixture {
        device.relaunch()
        return ActitoFixture(device: device)
    }

    /// Delivers JSON text as a received remote notification.
    func receive(_ json: String) async {
        await push.application(didReceiveRemoteNotification: Self.userInfo(json))
    }

    /// Delivers JSON text as a tap on the notification (or on `action`).
    func open(
        _ json: String, action: String = ActitoNotificationResponse.defaultActionIdentifier,
        text: String? = nil
    ) async {
        await push.userNotificationCenter(
            didReceive: ActitoNotificationResponse(
                actionIdentifier: action, userInfo: Self.userInfo(json), userText: text))
    }

    static func userInfo(_ json: String) -> [AnyHashable: Any] {
        (try? JSONSerialization.jsonObject(with: Data(json.utf8))) as? [AnyHashable: Any] ?? [:]
    }

    var diagnosticCodes: [String] { device.diagnostics.map(\.code) }
}

/// Payloads used across the tests.
enum Payloads {
    static let actito =
        #"{"aps":{"alert":{"title":"Sale","body":"50% off"},"mutable-content":1},"#
        + #""x-sender":"notificare","id":"msg-1","notificationId":"n-1","#
        + #""notificationType":"re.notifica.notification.Alert","#
        + #""attachment":{"mimeType":"image/png","uri":"https://cdn.example.com/a.png"},"#
        + #""actions":[{"type":"re.notifica.action.Browser","label":"Open","target":"https://example.com"},"#
        + #"{"type":"re.notifica.action.Callback","label":"Reply","keyboard":true}],"orderId":42}"#
    static let actitoStringAlert =
        #"{"aps":{"alert":"Hi"},"x-sender":"notificare","id":"msg-2","notificationId":"n-2"}"#
    static let actitoSilent =
        #"{"aps":{"content-available":1},"x-sender":"notificare","id":"msg-3","notificationId":"n-3"}"#
    static let system =
        #"{"aps":{"content-available":1},"x-sender":"notificare","id":"s-1","#
        + #""system":true,"systemType":"com.example.refresh","scope":"cart"}"#
    static let internalSystem =
        #"{"aps":{"content-available":1},"x-sender":"notificare","notificationId":"s-2","#
        + #""system":true,"systemType":"re.notifica.notification.system.Inbox"}"#
    static let foreign = #"{"aps":{"alert":"From another SDK"},"x-sender":"other"}"#
    static let malformedActito = #"{"aps":"not a dictionary","x-sender":"notificare","notificationId":"n-9"}"#
    static let actitoWithoutId = #"{"aps":{"alert":"Hi"},"x-sender":"notificare","notificationId":"n-5"}"#
    static let actitoWithoutNotificationId = #"{"aps":{"alert":"Hi"},"x-sender":"notificare","id":"msg-6"}"#
}
