import Foundation
@_spi(AdapterAuthoring) import PrimerCore

/// The entry point of the OneSignal-style SDK, as in the vendor's samples: `OneSignal.initialize(_:withLaunchOptions:)`
/// at launch, then `OneSignal.Notifications` for the permission.
///
/// Both run over the current platform (`PrimerPlatform.environment`: the live ports with the core's
/// UIKit presenter on iOS, with no set-up). A test runs an app's code inside
/// `PrimerPlatform.withEnvironment(device.environment) { ... }`, or builds its own ``OSNotifications``.
public enum OneSignal {
    /// The vendor's Info.plist key for the Settings alert's message.
    public static let settingsFallbackMessageKey = "Onesignal_settings_fallback_message"

    /// Starts the SDK for the app `newAppId` (the OneSignal app id, a UUID): reads the notification
    /// permission and watches foregrounds from now on. Call it once, in
    /// `application(_:didFinishLaunchingWithOptions:)`. An app id that is not a UUID is reported as the
    /// diagnostic `oneSignal.invalidAppId` and the SDK stays unstarted, as the vendor's logs and returns.
    public static func initialize(_ newAppId: String, withLaunchOptions launchOptions: [AnyHashable: Any]?) {
        let notifications = Notifications
        guard UUID(uuidString: newAppId) != nil else {
            Debug.log(
                Diagnostic(
                    .error, code: "oneSignal.invalidAppId",
                    "OneSignal.initialize: '\(newAppId)' is not a OneSignal app id (a UUID); the SDK is not started"),
                to: notifications.softAsk.environment)
            return
        }
        current.state.withLock { $0.appId = newAppId }
        notifications.startInBackground()
    }

    /// The Settings alert's message from the Info.plist value of ``settingsFallbackMessageKey``: a string
    /// as written (of any length, as the vendor's); any other type, or none, is `nil` (the default).
    @_spi(Fuzzing) public static func settingsFallbackMessage(fromInfoValue value: Any?) -> String? {
        value as? String
    }

    /// The app id `initialize` accepted, `nil` before.
    public static var appId: String? { current.state.withLock { $0.appId } }

    // swift-format-ignore: AlwaysUseLowerCamelCase
    /// The user namespace (the vendor's `OneSignal.User`), here its push subscription only:
    /// `OneSignal.User.pushSubscription`, over the same instance as ``Notifications``.
    public static var User: OSUser { OSUser(pushSubscription: Notifications.pushSubscription) }

    // swift-format-ignore: AlwaysUseLowerCamelCase
    /// The notification permission API (the vendor's `OneSignal.Notifications` namespace): one instance
    /// over the current platform, made on first use; its Settings alert shows the app's Info.plist string
    /// `Onesignal_settings_fallback_message` when there is one, as the vendor's.
    public static var Notifications: OSNotifications {
        let current = current
        return current.state.withLock { state in
            if let existing = state.notifications { return existing }
            let message = settingsFallbackMessage(
                fromInfoValue: Bundle.main.object(forInfoDictionaryKey: settingsFallbackMessageKey))
            let made = OSNotifications(environment: current.environment, settingsFallbackMessage: message)
            state.notifications = made
            return made
        }
    }
}
