import PrimerConformance
@_spi(AdapterAuthoring) import PrimerCore
import PushwooshAdapter

/// The Pushwoosh-style adapter's declared behaviour (its descriptors are in `PushwooshDescriptor.swift`).
public enum PushwooshProfile {
    /// What the vendor documents for the two settings the profile reads (a denied user is sent to
    /// Settings, no throttle), stated as literals: a declaration read from `PWPushPrimerConfiguration()`
    /// would move with a wrong default in the adapter and call it consistent.
    public static let documentedDefaults: PWPushPrimerConfiguration = {
        var configuration = PWPushPrimerConfiguration()
        configuration.fallbackToSettings = true
        configuration.minInterval = 0
        return configuration
    }()

    /// The profile for cards configured as `configuration`.
    public static func profile(_ configuration: PWPushPrimerConfiguration = documentedDefaults) -> BehaviourProfile {
        var capabilities: AdapterCapabilities = [.softAskCard, .registration]
        if configuration.fallbackToSettings { capabilities.insert(.settingsFallback) }
        if configuration.minInterval.isFinite, configuration.minInterval > 0 { capabilities.insert(.throttle) }
        return BehaviourProfile(
            adapter: "Pushwoosh", module: "PushwooshAdapter",
            summary: "Pushwoosh.configure.pushPrimer: a fluent builder, an alert or a sheet, a four-value outcome.",
            // Stated here from the vendor's documentation, not read from PWPushPrimerResolution: a
            // declaration the adapter's code cannot move.
            policy: PrimerPolicy(
                provisional: .treatAsAuthorized, ephemeral: .askLikeNotDetermined,
                denied: configuration.fallbackToSettings ? .openSettings : .suppress,
                throttle: ThrottlePolicy(
                    kind: configuration.minInterval.isFinite && configuration.minInterval > 0
                        ? .minimumInterval(seconds: configuration.minInterval) : .none,
                    stampedOn: [.shown], storageKey: "PWPushPrimerLastShownAt"),
                registration: .always, requestOptions: [.badge, .alert, .sound, .carPlay]),
            capabilities: capabilities,
            reporting: reporting, apiMapping: apiMapping, quirks: quirks, decisions: decisions,
            // As shipped (see decisions): the engine's denial through onPushRegistration, then the
            // completion's .redirectedToSettings although Settings did not open.
            settingsUnavailableEvents: [.permissionDenied, .allowTapped, .redirectedToSettings])
    }

    static let reporting: [EventReporting] = [
        EventReporting(
            .allowTapped,
            "present completion .accepted (as the system request is made), or "
                + ".redirectedToSettings (accepted in the denied state)"),
        EventReporting(.laterTapped, "present completion .declined (decline button)"),
        EventReporting(.dismissed, "present completion .declined (background tap)"),
        EventReporting(.suppressed, "present completion .suppressed"),
        EventReporting(.redirectedToSettings, "present completion .redirectedToSettings"),
        EventReporting(.permissionGranted, "onPushRegistration .permissionResolved(status)"),
        EventReporting(.permissionDenied, "onPushRegistration .permissionResolved(status)"),
        EventReporting(.settingsReturned, "onPushRegistration .returnedFromSettings(status)"),
        EventReporting(.registered, "onPushRegistration .registered(token:)"),
        EventReporting(.registrationFailed, "onPushRegistration .registrationFailed(error:)"),
    ]

    static let apiMapping: [APIMapping] = [
        APIMapping(.showPrimer, "Pushwoosh.configure.pushPrimer.title(_:).message(_:)...present()"),
        APIMapping(.observeOutcome, "present { outcome in } / await presentAsync() (final status included)"),
        APIMapping(.observeRegistration, "Pushwoosh.configure.onPushRegistration { event in }"),
        APIMapping(.configureThrottle, ".minInterval(seconds)"),
        APIMapping(.configureDenied, ".fallbackToSettings(Bool)"),
    ]

    static let quirks: [VendorQuirk] = [
        VendorQuirk(
            summary: ".accepted is not a grant",
            documented: "accepted = shown, user accepted, system prompt requested; the final answer comes "
                + "through the registration callbacks",
            shipping: "the completion fires right after registerForPushNotifications, before the OS prompt "
                + "is answered; the adapter does the same and also returns the final status from "
                + "presentAsync and onPushRegistration"),
        VendorQuirk(
            summary: "top banner ignores imageURL",
            documented: "image / imageURL is the icon on the top banner",
            shipping: "the top banner uses image, else the app icon, else bell.badge.fill; imageURL is loaded "
                + "only by the center and bottom layouts. The adapter resolves imageURL for every sheet"),
        VendorQuirk(
            summary: "a failed alert keeps its throttle stamp",
            documented: "the last shown time is persisted",
            shipping: "the stamp is written before presenting and kept when the alert cannot be shown; the "
                + "adapter (core engine) restores it, so an unseen card does not throttle"),
        VendorQuirk(
            summary: "a second primer can appear during the system prompt",
            documented: "(silent)",
            shipping: "the on-screen flag is cleared when the card goes, while the OS prompt is still up; the "
                + "adapter keeps the slot until the whole attempt ends, so such a call is .suppressed"),
        VendorQuirk(
            summary: "Settings opens the app's page, not its notification settings",
            documented: "denied: on accept the primer routes the user to the app's notification settings",
            shipping: "opens UIApplicationOpenSettingsURLString, the app's Settings page, one tap further from "
                + "the Notifications switch; the adapter opens the notification settings "
                + "(openNotificationSettingsURLString) on iOS 15.4 and later and the app's page before, "
                + "through the core SettingsOpener every adapter shares (SettingsDestination)"),
        VendorQuirk(
            summary: "accept before SDK start",
            documented: "(silent)",
            shipping: "before the SDK is initialised accept does nothing yet reports .accepted; the adapter "
                + "always has an environment, or suppresses with issue noRuntime"),
    ]

    static let decisions: [String] = [
        "Empty or whitespace title or message: .suppressed, nothing shown, no stamp, issue emptyTitle/emptyMessage.",
        "Empty accept/decline titles fall back to \"Allow\" / \"Not now\", as unset ones do.",
        "Unset button titles follow the user's language (PWPushPrimerDefaultTitles): English is the vendor's "
            + "\"Allow\" / \"Not now\", six other languages are translated, where the vendor shows English always.",
        "A double tap on a sheet button reports once (the first answer wins); the vendor's buttons stay enabled "
            + "and a second tap can start a second dismissal.",
        "minInterval negative, NaN or infinite: no throttle, issue invalidMinInterval; exactly minInterval after a "
            + "show the card may show again (strictly-less comparison, as shipped).",
        "imageURL must be an absolute https URL with a host; otherwise ignored with issue invalidImageURL and the "
            + "default icon shows (the vendor loads any URL NSURL parses, and an unparsable one leaves an empty "
            + "grey circle where the image would be).",
        "cornerRadius or buttonCornerRadius negative or not finite: the layout's own radius with issue "
            + "invalidCornerRadius (the vendor hands the value to the layer as given).",
        "Sheet text uses Dynamic Type text styles where the vendor uses fixed rounded system fonts (15-24 pt), "
            + "and the sheet dissolves in where the vendor's slides or scales (no motion for Reduce Motion).",
        "A throttle stamp further in the future than minInterval (clock moved back, corrupt value) reads as no "
            + "stamp, where the vendor would throttle until the clock catches up.",
        "Ephemeral follows notDetermined, but the engine sends no request from ephemeral (iOS cannot prompt); the "
            + "outcome is still .accepted and registration still follows.",
        "Accept in denied uses the status read at accept time; if Settings cannot be opened the outcome stays "
            + ".redirectedToSettings (as shipped) and the engine's account carries the error.",
        "The alert ignores every visual setting (a system alert cannot be styled); sheets apply them.",
        "One gradient colour is a solid background; an empty gradient is ignored.",
        "Completions and registration callbacks run on no particular thread; they are @Sendable.",
        "Pushwoosh has no campaigns: the card has no campaignId, and each present call's events are found by "
            + "the id of its engine attempt.",
        "A card with no Pushwoosh decoration is drawn by the UIKit presenter as an alert with its text.",
        "The last-shown stamp lives in the environment's store (core FileStore on iOS): a stamp the vendor SDK "
            + "wrote before a migration is read only when that store is a UserDefaultsStore over the standard "
            + "defaults, where both keep it as a Double (otherwise at most one extra show).",
    ]
}
