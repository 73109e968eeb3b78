import OneSignalAdapter
import PrimerConformance
@_spi(AdapterAuthoring) import PrimerCore

/// The OneSignal-style adapter's declared behaviour: no card, `requestPermission(_:fallbackToSettings:)`
/// through the engine, the permission observers; where the vendor's shipping code differs from its
/// documentation, the adapter does what the documentation says and the quirk is listed here.
public enum OneSignalProfile {
    public static let profile = BehaviourProfile(
        adapter: "OneSignal", module: "OneSignalAdapter",
        summary: "No card: OneSignal.Notifications.requestPermission(_:fallbackToSettings: true) through the engine; "
            + "denied users go to Settings, the permission observers hear every change on the main thread.",
        // Literal data, not OneSignalPolicy.make(): a declaration the adapter's code cannot move.
        policy: PrimerPolicy(
            provisional: .upgrade, ephemeral: .treatAsAuthorized, denied: .openSettings,
            throttle: ThrottlePolicy(kind: .none, stampedOn: [], storageKey: "PrimerCore.throttle"),
            registration: .afterGrant, requestOptions: [.alert, .sound, .badge]),
        capabilities: [.settingsFallback, .provisionalUpgrade, .registration],
        reporting: [
            EventReporting(.permissionGranted, "requestPermission completion(true)"),
            EventReporting(.permissionDenied, "requestPermission completion(false)"),
            EventReporting(
                .redirectedToSettings, "requestPermission completion(false), the app's settings opened"),
        ],
        apiMapping: [
            APIMapping(.showPrimer, "OneSignal.Notifications.requestPermission(_:fallbackToSettings:) (no card)"),
            APIMapping(.observeOutcome, "the requestPermission completion's accepted"),
            APIMapping(.observeEvents, "OSNotificationPermissionObserver.onNotificationPermissionDidChange(_:)"),
            APIMapping(.checkStatus, "OneSignal.Notifications.permission / permissionNative / canRequestPermission"),
        ],
        // No statusCallbackAllows: the observers hear a change made in the Settings app only when the app comes
        // back, a step after the one that made it, which profile.statusReportsTrue cannot wait for yet.
        quirks: quirks, decisions: decisions)

    /// Where the vendor's shipping code differs from its documentation.
    public static let quirks: [VendorQuirk] = [
        VendorQuirk(
            summary: "the token is requested before the prompt is answered",
            documented: "requestPermission shows the prompt; the device registers for push once permission is given",
            shipping: "calls registerForRemoteNotifications right after sending the request, before the answer "
                + "(at once when remote-notification background mode is on); here the token is requested after "
                + "a grant")
    ]

    /// What the documentation leaves open and what this adapter decided.
    public static let decisions: [String] = [
        "permission, permissionNative and canRequestPermission answer from the status the SDK saw last (launch, "
            + "each foreground, each request), never blocking; before the first read: false, .notDetermined.",
        "onNotificationPermissionDidChange fires when permission (the Bool) changes, not for a change that keeps "
            + "it (notDetermined to denied); the first reading after launch fires nothing.",
        "Authorized, ephemeral and (without the fallback) denied users get no request: iOS would answer without "
            + "a prompt; the completion hears the status's answer.",
        "registerForProvisionalAuthorization requests .provisional with alert, sound and badge only from "
            + "notDetermined; any other status hears true with nothing requested (vendor rule).",
    ]
}
