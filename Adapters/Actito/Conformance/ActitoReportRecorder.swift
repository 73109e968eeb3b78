import ActitoAdapter
import PrimerConformance
@_spi(AdapterAuthoring) import PrimerCore

/// The driver's app: an ``ActitoPushDelegate`` that records every callback, and a router observer for
/// runs without a delegate.
///
/// `onMainThread` records main-actor delivery: the delegate methods are main-actor isolated, which Swift
/// checks statically and enforces at run time, and the recorder checks it again before recording. It
/// does not use `Thread.isMainThread`: under `swift test` on Linux the main actor is not serviced by the
/// process's main thread (measured: `false` inside `@MainActor` tests), so that flag would misreport.
final class ActitoReportRecorder: ActitoPushDelegate, PushEventObserver {
    nonisolated let log = ReportLog<AdapterReport>()

    private func record(_ form: String, _ event: PrimerEventName? = nil, statuses: Set<AuthorizationStatus>? = nil) {
        MainActor.preconditionIsolated("ActitoPushDelegate callbacks run on the main actor")
        log.append(
            AdapterReport(event: event, vendorForm: "delegate.\(form)", onMainThread: true, statuses: statuses))
    }

    func actito(_ actitoPush: ActitoPush, didFailToRegisterForRemoteNotificationsWithError error: any Error) {
        record("didFailToRegisterForRemoteNotificationsWithError(\(error))", .registrationFailed)
    }

    func actito(_ actitoPush: ActitoPush, didChangeSubscription subscription: ActitoPushSubscription?) {
        // A change of token, not a registration: no canonical `registered` (see the profile's decisions).
        record("didChangeSubscription(\(subscription?.token ?? "nil"))")
    }

    func actito(_ actitoPush: ActitoPush, didChangeNotificationSettings allowedUI: Bool) {
        record(
            "didChangeNotificationSettings(\(allowedUI))",
            statuses: Self.statuses(allowedUI: allowedUI, subscribed: actitoPush.subscription != nil))
    }

    /// The statuses `allowedUI` states. Its documented rule: a token and an authorized or provisional
    /// status. With a token, the value states the status; without one, `false` says nothing about it.
    nonisolated static func statuses(allowedUI: Bool, subscribed: Bool) -> Set<AuthorizationStatus>? {
        allowedUI ? [.authorized, .provisional] : subscribed ? [.notDetermined, .denied, .ephemeral] : nil
    }

    func actito(_ actitoPush: ActitoPush, didReceiveUnknownNotification userInfo: [AnyHashable: Any]) {
        record("didReceiveUnknownNotification")
    }

    func actito(
        _ actitoPush: ActitoPush, didReceiveNotification notification: ActitoNotification,
        deliveryMechanism: ActitoNotificationDeliveryMechanism
    ) {
        // The content's types too: what the app renders comes from the payload's content array.
        let content = notification.content.isEmpty ? "" : ", content \(notification.content.map(\.type))"
        record("didReceiveNotification(\(notification.id), \(deliveryMechanism.rawValue)\(content))")
    }

    func actito(_ actitoPush: ActitoPush, didReceiveSystemNotification notification: ActitoSystemNotification) {
        record("didReceiveSystemNotification(\(notification.type))")
    }

    func actito(_ actitoPush: ActitoPush, shouldOpenSettings notification: ActitoNotification?) {
        record("shouldOpenSettings(\(notification?.id ?? "nil"))")
    }

    func actito(_ actitoPush: ActitoPush, didOpenNotification notification: ActitoNotification) {
        record("didOpenNotification(\(notification.id))")
    }

    func actito(_ actitoPush: ActitoPush, didOpenUnknownNotification userInfo: [AnyHashable: Any]) {
        record("didOpenUnknownNotification")
    }

    func actito(
        _ actitoPush: ActitoPush, didOpenAction action: ActitoNotification.Action,
        for notification: ActitoNotification
    ) {
        record("didOpenAction(\(action.label), \(notification.id))")
    }

    func actito(
        _ actitoPush: ActitoPush, didOpenUnknownAction action: String,
        for notification: [AnyHashable: Any], responseText: String?
    ) {
        record("didOpenUnknownAction(\(action))")
    }

    nonisolated func pushEventRouter(_ router: PushEventRouter, didRoute event: PushEvent) {
        let canonical: PrimerEventName? =
            switch event {
            case .registrationFailed: .registrationFailed
            default: nil
            }
        // Router observers are not main-actor callbacks: nothing to record about the thread.
        log.append(AdapterReport(event: canonical, vendorForm: "events.\(event)"))
    }
}
