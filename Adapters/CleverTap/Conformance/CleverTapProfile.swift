import PrimerConformance
@_spi(AdapterAuthoring) import PrimerCore

/// The CleverTap-style adapter's declared behaviour (its descriptors are in `CleverTapDescriptor.swift`).
public enum CleverTapProfile {
    /// The profile for local in-apps with `fallbackToSettings` (the documentation's samples set it).
    public static func profile(fallbackToSettings: Bool = true) -> BehaviourProfile {
        var capabilities: AdapterCapabilities = [.softAskCard, .registration]
        if fallbackToSettings { capabilities.insert(.settingsFallback) }
        var profile = BehaviourProfile(
            adapter: "CleverTap", module: "CleverTapAdapter",
            summary: "CleverTap.sharedInstance()?.promptPushPrimer(CTLocalInApp(...).getSettings()): a local "
                + "in-app (alert or half-interstitial) for undecided and denied users, a permission delegate.",
            // Stated here from the vendor's source and documentation, not read from CleverTapPolicy: a
            // declaration the adapter's code cannot move.
            policy: PrimerPolicy(
                provisional: .treatAsAuthorized, ephemeral: .treatAsAuthorized,
                denied: fallbackToSettings ? .openSettings : .suppress,
                throttle: ThrottlePolicy(kind: .none, stampedOn: [], storageKey: "PrimerCore.throttle"),
                registration: .always, requestOptions: [.sound, .alert, .badge]),
            capabilities: capabilities,
            reporting: reporting, apiMapping: apiMapping, quirks: quirks, decisions: decisions,
            // The delegate is silent when a denied user's Settings cannot open: nothing was asked.
            settingsUnavailableEvents: [])
        // The vendor's NSUserDefaults key (WizRocket + local_in_app_count), written here rather than read
        // from CleverTap.localInAppCountKey: one local in-app counted per card handed to the screen.
        profile.displayCountKey = "WizRocketlocal_in_app_count"
        // The SDK reads the permission when it starts and whenever the app becomes active.
        (profile.readsStatusAtLaunch, profile.readsStatusOnForeground) = (true, true)
        return profile
    }

    static let reporting: [EventReporting] = [
        EventReporting(.laterTapped, "delegate onPushPermissionResponse(false) (negative button)"),
        EventReporting(.permissionGranted, "delegate onPushPermissionResponse(true) (iOS answered)"),
        EventReporting(
            .permissionDenied, "delegate onPushPermissionResponse(false) (iOS answered, or the request failed)"),
    ]

    static let apiMapping: [APIMapping] = [
        APIMapping(
            .showPrimer,
            "CleverTap.sharedInstance()?.promptPushPrimer(CTLocalInApp(inAppType:titleText:...).getSettings())"),
        APIMapping(.observeOutcome, "CleverTapPushPermissionDelegate.onPushPermissionResponse(_:)"),
        APIMapping(
            .configureDenied, "CTLocalInApp.setFallbackToSettings(_:); prompt(forPushPermission:) for the hard ask"),
        APIMapping(.checkStatus, "getNotificationPermissionStatus(completionHandler:)"),
        APIMapping(
            .observeRegistration,
            "PrimerOutcome.registration of await promptPushPrimerAsync(_:) (the vendor's SDK keeps the token to itself)"
        ),
    ]

    static let quirks: [VendorQuirk] = [
        VendorQuirk(
            summary: "getSettings() is not the header's name",
            documented: "the Swift samples pass localInAppBuilder.getSettings() to promptPushPrimer",
            shipping: "CTLocalInApp.h declares getLocalInAppSettings (the Objective-C samples call it); the adapter "
                + "offers getSettings(), so the documented Swift samples compile"),
        VendorQuirk(
            summary: "the Settings fallback opens Settings directly",
            documented: "with setFallbackToSettings(true) a denied user falls back to the app's notification settings",
            shipping:
                "SDKs since the primer's review open UIApplicationOpenSettingsURLString (the app's Settings page) "
                + "at once; the first primer SDKs showed an alert asking to go there first. The adapter opens "
                + "the notification settings directly (openNotificationSettingsURLString from iOS 15.4, the "
                + "app's page before), through the core SettingsOpener"),
    ]

    static let decisions: [String] = [
        "setFallbackToSettings(false), the vendor's default: the vendor shows the primer to a denied user and its "
            + "positive button only logs; the adapter suppresses the primer for denied users (reason denied), "
            + "since the core never shows a card whose accept does nothing.",
        "The delegate hears the system's answer once the attempt has ended (after remote registration); the vendor "
            + "calls it before registerForRemoteNotifications. It is silent on the already-decided paths, a "
            + "Settings redirect and the close button, as the vendor's is.",
        "The delegate is called on the main thread, always: CleverTapPushPermissionDelegate is main-actor "
            + "isolated so that the vendor's examples (a view controller, a plain NSObject coordinator) conform "
            + "in Swift 6; the vendor calls it with the system's answer on the notification center's thread.",
        "promptPushPrimer while an in-app is on screen: the vendor queues the primer for later; the adapter "
            + "suppresses it (alreadyOnScreen), as every adapter on the device's one engine does.",
        "Settings that cannot be read (unknown type, a missing text, not two buttons) show nothing and go to the "
            + "diagnostics as a CleverTapPushPrimerError; the delegate hears nothing.",
        "sharedInstance() always returns an instance (the one of the process's PrimerPlatform); the vendor's is nil until "
            + "the account is configured.",
        "Local in-apps have no campaign id (the vendor's wzrk_id is empty).",
        "The local in-app display count (key WizRocketlocal_in_app_count, counted when the card is handed to the "
            + "screen) lives in the environment's store (the core FileStore on iOS): a count the vendor SDK wrote "
            + "before a migration is carried over only when that store is a UserDefaultsStore over the standard "
            + "defaults, which reads and writes it as the vendor's integer (a whole-number double counts as that "
            + "number, as the vendor's longLongValue reads it). It is readable as localInAppCount, where the vendor "
            + "only sends it with its requests (af.LIAMC); a corrupt count stops at Int.max. The count is read back "
            + "at each launch and goes on from there; the vendor's never reads it back (its in-memory count starts "
            + "at 0 in every process and overwrites the stored one with 1 at the first display after a relaunch), "
            + "so here the count survives relaunches, as the suite's display-count promise and the count's meaning "
            + "(local in-apps shown on this install) want.",
        "The status is read when an instance starts and whenever the app becomes active, as the vendor's is, but "
            + "through the engine: one read per foreground, shared with every adapter on the device. The vendor "
            + "keeps a tri-state from it only to filter its dashboard in-apps, which are not modelled.",
        "getNotificationPermissionStatus answers the engine's read of this foreground (made at most once per "
            + "foreground and once after each request); the vendor's asks iOS at every call. The answers differ "
            + "only when the status changed without a request through the engine or a return to the foreground "
            + "(another SDK's own request), and the engine's one read per need is what every adapter on the device "
            + "shares.",
        "Accept from a user who already allowed notifications (the hard ask, or a primer's positive button after "
            + "a change in Settings) goes through the engine, which reads the status, reports it and registers "
            + "again (registration: always); the vendor only logs. The delegate stays silent.",
    ]
}
