import OneSignalAdapter
import PrimerConformance
@_spi(AdapterAuthoring) import PrimerCore

/// The OneSignal-style adapter's declared behaviour: no card, `requestPermission(_:fallbackToSettings:)`
/// through the engine, the permission observers; where the vendor's shipping code differs from its
/// documentation, the adapter does what the documentation says and the quirk is listed here.
public enum OneSignalProfile {
    public static let profile: BehaviourProfile = {
        var profile = BehaviourProfile(
            adapter: "OneSignal", module: "OneSignalAdapter",
            summary:
                "No card: OneSignal.Notifications.requestPermission(_:fallbackToSettings: true) through the engine; "
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
                APIMapping(
                    .configureDenied,
                    "requestPermission(_:fallbackToSettings:) per call (the SDK's \"Open Settings\" alert)"),
                APIMapping(
                    .observeRegistration,
                    "OneSignal.User.pushSubscription.token and OSPushSubscriptionObserver (the token the core's "
                        + "registration delivered)"),
                APIMapping(
                    .checkStatus, "OneSignal.Notifications.permission / permissionNative / canRequestPermission"),
            ],
            // The observers hear a change made in the Settings app on the return to the foreground, as the suite
            // allows for such a move.
            quirks: quirks, decisions: decisions, statusCallbackAllows: [.authorized, .provisional, .ephemeral])
        // Vendor rule: an observer hears a change of permission only, the last one heard kept on disk.
        profile.statusCallbackOnlyOnChange = true
        // Vendor rule: upgrading a provisional user, its observers hear false, then true.
        profile.statusCallbackDipsOnProvisionalUpgrade = true
        profile.otherRequests = otherRequests
        // The adapter's own writes (the prompted flag, the state the observers heard) report a failure so.
        profile.storeWriteFailureDiagnostic = "store.writeFailed"
        // The SDK reads the permission when it starts and whenever the app becomes active.
        (profile.readsStatusAtLaunch, profile.readsStatusOnForeground) = (true, true)
        return profile
    }()

    /// The documented request calls besides the driver's `requestPermission(_:fallbackToSettings: true)`, in
    /// the order `OneSignalDriver.otherRequest(at:)` makes them.
    public static let otherRequests: [OtherRequest] = [
        // Vendor rule: a user already asked hears true and nothing is requested.
        OtherRequest(
            "registerForProvisionalAuthorization(_:)",
            .provisional([.provisional, .alert, .sound, .badge], otherwise: true)),
        OtherRequest(
            "registerForProvisionalAuthorization() async",
            .provisional([.provisional, .alert, .sound, .badge], otherwise: true)),
        OtherRequest("requestPermission() async", .promptWithoutFallback),
        OtherRequest("requestPermission(_:)", .promptWithoutFallback),
    ]

    /// Where the vendor's shipping code differs from its documentation.
    public static let quirks: [VendorQuirk] = [
        VendorQuirk(
            summary: "the Settings alert is decided on a cached type mask, not on denied",
            documented: "with fallbackToSettings, a user who has disabled notifications is offered Settings",
            shipping: "shows the alert when the SDK has prompted before and no alert, sound, badge or lock-screen "
                + "type was enabled in its last settings read (cached, or up to 100 ms old): a denied user the SDK "
                + "never prompted gets a request iOS answers false, and a stale mask shows the alert right after "
                + "Allow; here the alert is shown exactly when the engine reads denied"),
        VendorQuirk(
            summary: "the token is requested before the prompt is answered",
            documented: "requestPermission shows the prompt; the device registers for push once permission is given",
            shipping: "calls registerForRemoteNotifications right after sending the request, before the answer "
                + "(at once when remote-notification background mode is on); here the token is requested after "
                + "a grant"),
    ]

    /// What the documentation leaves open and what this adapter decided.
    public static let decisions: [String] = [
        "permission, permissionNative and canRequestPermission answer from the status the SDK saw last (launch, "
            + "each foreground, each request), never blocking; before the first read: false, .notDetermined.",
        "onNotificationPermissionDidChange fires when permission (the Bool) changes, not for a change that keeps "
            + "it (notDetermined to denied).",
        "Authorized, ephemeral and (without the fallback) denied users get no request: iOS would answer without "
            + "a prompt; the completion hears the status's answer.",
        "registerForProvisionalAuthorization requests .provisional with alert, sound and badge only from "
            + "notDetermined; any other status hears true with nothing requested (vendor rule).",
        "The Settings alert is a card through the environment's presenter (title and action \"Open Settings\", "
            + "cancel \"Cancel\", English only; the message is the app's Info.plist "
            + "Onesignal_settings_fallback_message, as the vendor's, or else the vendor's English sentence); the "
            + "completion hears false for either button, Settings opens for the action (vendor rule). An alert "
            + "that cannot be shown counts as Cancel.",
        "Persisted under the vendor's UserDefaults keys in the environment's store: OS_HAS_PROMPTED_FOR_NOTIFICATIONS_LAST "
            + "(also written when the request is made, so canRequestPermission stays false after a relaunch), "
            + "and the state the observers last heard, OS_NOTIFICATION_PROMPT_ANSWERED_LAST, "
            + "ONESIGNAL_PERMISSION_ACCEPTED_LAST and ONESIGNAL_PROVISIONAL_AUTHORIZATION_LAST (written only when an "
            + "observer heard it, vendor rule); ephemeral is stored as accepted. The flags are Booleans, read as the "
            + "vendor's boolForKey: reads them (a number or YES counts), so a UserDefaultsStore over the standard "
            + "defaults carries them across a migration either way.",
        "A permission change the observers have not heard (made while the app was not running) is told at the "
            + "launch read, or when the first observer is added after it (vendor rule).",
        "No global fallback setting: the vendor has none, fallbackToSettings is chosen per call (the driver "
            + "passes true).",
        "A request's completion runs first, then the permission observers, then the push subscription's, all on "
            + "the main thread (vendor 5.0.x order).",
        "Upgrading a provisional user (a request, or a change in Settings read on the return), the observers "
            + "hear false, then true (vendor rule: its state drops provisional before it records the grant, and "
            + "each change fires them).",
        "A user already authorized (or ephemeral) is registered for a push token at every launch (vendor rule); "
            + "pushSubscription.token is the token it brings.",
        "OneSignal.User.pushSubscription: id is always nil (no OneSignal server); token is the registration's; "
            + "optedIn is permission and no optOut(); optIn() is requestPermission(nil, fallbackToSettings: true) "
            + "(vendor rule); the opt-out is kept under OS_PUSH_SUBSCRIPTION_MODEL_STORE_KEY.isDisabled (the "
            + "vendor archives its whole model under OS_PUSH_SUBSCRIPTION_MODEL_STORE_KEY).",
    ]
}
