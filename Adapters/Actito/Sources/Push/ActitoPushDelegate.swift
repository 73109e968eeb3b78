import Foundation
import PrimerCore

/// Push events of ``ActitoPush``, the eleven callbacks of the vendor's documentation.
///
/// Contract: every method is optional (the protocol extension gives each an empty body), and the SDK
/// calls them on the main actor, in the order the events happen. `userInfo` dictionaries are the
/// payloads as the system delivered them.
@MainActor
public protocol ActitoPushDelegate: AnyObject {
    /// APNs registration failed (no `aps-environment` entitlement, no network, a timeout).
    func actito(_ actitoPush: ActitoPush, didFailToRegisterForRemoteNotificationsWithError error: any Error)
    /// The device's push subscription changed (a new token, or `nil` once notifications are disabled).
    func actito(_ actitoPush: ActitoPush, didChangeSubscription subscription: ActitoPushSubscription?)
    /// Whether notifications may show UI changed (``ActitoPush/allowedUI``).
    func actito(_ actitoPush: ActitoPush, didChangeNotificationSettings allowedUI: Bool)
    /// A remote notification that is not Actito's arrived.
    func actito(_ actitoPush: ActitoPush, didReceiveUnknownNotification userInfo: [AnyHashable: Any])
    /// An Actito notification arrived, visibly (`standard`) or in the background (`silent`).
    func actito(
        _ actitoPush: ActitoPush, didReceiveNotification notification: ActitoNotification,
        deliveryMechanism: ActitoNotificationDeliveryMechanism)
    /// An Actito system notification with an app-defined type arrived.
    func actito(_ actitoPush: ActitoPush, didReceiveSystemNotification notification: ActitoSystemNotification)
    /// The user asked for the app's notification settings (from a notification, or `nil` from Settings).
    /// Mandatory when ``ActitoPush/authorizationOptions`` contain `.providesAppNotificationSettings`.
    func actito(_ actitoPush: ActitoPush, shouldOpenSettings notification: ActitoNotification?)
    /// The user opened an Actito notification.
    func actito(_ actitoPush: ActitoPush, didOpenNotification notification: ActitoNotification)
    /// The user opened a notification that is not Actito's.
    func actito(_ actitoPush: ActitoPush, didOpenUnknownNotification userInfo: [AnyHashable: Any])
    /// The user chose an action of an Actito notification.
    func actito(
        _ actitoPush: ActitoPush, didOpenAction action: ActitoNotification.Action,
        for notification: ActitoNotification)
    /// The user chose an action of a notification that is not Actito's (with the text typed, if any).
    func actito(
        _ actitoPush: ActitoPush, didOpenUnknownAction action: String,
        for notification: [AnyHashable: Any], responseText: String?)
}

extension ActitoPushDelegate {
    /// Does nothing.
    public func actito(_ actitoPush: ActitoPush, didFailToRegisterForRemoteNotificationsWithError error: any Error) {}
    /// Does nothing.
    public func actito(_ actitoPush: ActitoPush, didChangeSubscription subscription: ActitoPushSubscription?) {}
    /// Does nothing.
    public func actito(_ actitoPush: ActitoPush, didChangeNotificationSettings allowedUI: Bool) {}
    /// Does nothing.
    public func actito(_ actitoPush: ActitoPush, didReceiveUnknownNotification userInfo: [AnyHashable: Any]) {}
    /// Does nothing.
    public func actito(
        _ actitoPush: ActitoPush, didReceiveNotification notification: ActitoNotification,
        deliveryMechanism: ActitoNotificationDeliveryMechanism
    ) {}
    /// Does nothing.
    public func actito(_ actitoPush: ActitoPush, didReceiveSystemNotification notification: ActitoSystemNotification) {}
    /// Does nothing but report `options.settingsHandlerMissing` (once) when the authorization options
    /// contain `.providesAppNotificationSettings`: the documentation makes this method mandatory then.
    public func actito(_ actitoPush: ActitoPush, shouldOpenSettings notification: ActitoNotification?) {
        if actitoPush.authorizationOptions.contains(.providesAppNotificationSettings) {
            actitoPush.reportDefaultSettingsHandler(self)
        }
    }
    /// Does nothing.
    public func actito(_ actitoPush: ActitoPush, didOpenNotification notification: ActitoNotification) {}
    /// Does nothing.
    public func actito(_ actitoPush: ActitoPush, didOpenUnknownNotification userInfo: [AnyHashable: Any]) {}
    /// Does nothing.
    public func actito(
        _ actitoPush: ActitoPush, didOpenAction action: ActitoNotification.Action,
        for notification: ActitoNotification
    ) {}
    /// Does nothing.
    public func actito(
        _ actitoPush: ActitoPush, didOpenUnknownAction action: String,
        for notification: [AnyHashable: Any], responseText: String?
    ) {}
}
