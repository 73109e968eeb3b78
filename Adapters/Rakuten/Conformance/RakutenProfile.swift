import PrimerConformance
@_spi(AdapterAuthoring) import PrimerCore
import RakutenAdapter

/// The Rakuten-style adapter's declared behaviour.
public enum RakutenProfile {
    /// The push-primer button's rules for the app's `pushPrimerAuthorizationOptions`, as documented:
    /// upgrade provisional users (unless the options hold `.provisional`: then a provisional user counts as
    /// authorized, decision "customJson primer campaigns are not shown..."), show ephemeral ones the campaign, Settings plus the promptless request
    /// for denied ones, no throttle (impressions limit displays), register after a grant.
    public static func policy(options: AuthorizationOptions) -> PrimerPolicy {
        PrimerPolicy(
            provisional: options.contains(.provisional) ? .treatAsAuthorized : .upgrade,
            ephemeral: .askLikeNotDetermined, denied: .openSettingsAndRequest,
            throttle: ThrottlePolicy(kind: .none, stampedOn: [], storageKey: "PrimerCore.throttle"),
            registration: .afterGrant, requestOptions: options)
    }

    /// The profile.
    public static let profile = BehaviourProfile(
        adapter: "Rakuten", module: "RakutenAdapter",
        summary: "In-app campaigns from the app's own backend; a campaign button can be the push primer.",
        // Literal data, not RakutenPolicy.make(): a declaration the adapter's code cannot move.
        policy: policy(options: [.sound, .alert, .badge]),
        capabilities: [.softAskCard, .settingsFallback, .provisionalUpgrade, .campaigns, .registration],
        reporting: [
            EventReporting(
                .displayed,
                "analyticsCallback in_app.displayed when the campaign is handed to the view; "
                    + "_rem_iam_impressions(impression) once the display completes"),
            EventReporting(.allowTapped, "analyticsCallback push_primer.allow_tapped"),
            EventReporting(.laterTapped, "analyticsCallback push_primer.later_tapped (other button)"),
            EventReporting(.dismissed, "analyticsCallback in_app.dismissed (exit)"),
            EventReporting(.permissionGranted, "analyticsCallback _rem_iam_pushprimer(push_permission=1)"),
            EventReporting(
                .permissionDenied,
                "analyticsCallback _rem_iam_pushprimer(push_permission=0) + errorCallback(pushPrimerNotGranted)"),
            EventReporting(
                .redirectedToSettings,
                "analyticsCallback push_primer.redirected_to_settings + errorCallback(pushPrimerNotGranted)"),
            EventReporting(.settingsReturned, "analyticsCallback push_primer.settings_returned"),
            EventReporting(.registered, "analyticsCallback push_primer.registered"),
            EventReporting(.registrationFailed, "analyticsCallback push_primer.registration_failed"),
        ],
        apiMapping: [
            APIMapping(.showPrimer, "RInAppMessaging.logEvent(_:) matching a campaign whose button is the push primer"),
            APIMapping(.observeOutcome, "RInAppMessaging.errorCallback (not granted / failed); analyticsCallback"),
            APIMapping(.observeEvents, "RInAppMessaging.analyticsCallback"),
            APIMapping(.configureThrottle, "campaign maxImpressions / infiniteImpressions (per user, on the device)"),
            APIMapping(.configureOptions, "RInAppMessaging.pushPrimerAuthorizationOptions"),
            APIMapping(.observeRegistration, "application(_:didRegisterForRemoteNotificationsWithDeviceToken:)"),
        ],
        quirks: [
            VendorQuirk(
                summary: "Trigger names and values are lower-cased",
                documented: "event and attribute names and values match case-sensitively",
                shipping:
                    "CustomEvent, CustomAttribute and trigger decoding lower-case names and string values (and so regex patterns)"
            ),
            VendorQuirk(
                summary: "Push-primer errors never reach errorCallback",
                documented: "authorization errors are available through the error callback",
                shipping: "FullViewPresenter.errorDelegate is never assigned: errors only go to the debug log"),
            VendorQuirk(
                summary: "Primer analytics only when the prompt can appear",
                documented: "(not documented)",
                shipping: "_rem_iam_pushprimer is sent only from notDetermined; this adapter sends it for every tap"),
            VendorQuirk(
                summary: "Authorized and ephemeral users are still sent requestAuthorization",
                documented: "the SDK tries to authorize, then registers",
                shipping:
                    "requestAuthorization is called from every status; the core's SoftAskEngine never requests from authorized or ephemeral, where iOS answers true without a prompt (it registers directly)"
            ),
            VendorQuirk(
                summary: "Infinite campaigns can overflow on sync",
                documented: "the difference of maxImpressions is added to impressions left",
                shipping: "Int.max + delta traps; this adapter keeps infinite campaigns at Int.max and saturates"),
            VendorQuirk(
                summary: "Identifier kind not hashed",
                documented: "each userId + idTrackingIdentifier combination is a separate user",
                shipping: "userId \"x\" and idTrackingIdentifier \"x\" share a cache; this adapter hashes the kind too"),
            VendorQuirk(
                summary: "Campaigns show without a display-permission endpoint",
                documented:
                    "(not documented; this adapter shows a campaign when the configuration names no displayPermission endpoint, as a backend of the app's own may have none)",
                shipping:
                    "DisplayPermissionService answers display=false when there is no endpoint, so only test campaigns ever show"
            ),
        ],
        decisions: [
            "Predefined events match triggers by name (app_start, login_successful, purchase_successful), so a custom trigger with such a name matches them, as the vendor's UI tests expect; they carry no attributes.",
            "Regexes run on a non-backtracking matcher (linear time): back-references, look-around and inline flags are refused like a pattern that does not compile (MATCHES false, DOES_NOT_MATCH true, errorCallback).",
            "Boolean trigger values parse case-insensitively (true/TRUE) and only as true/false when matching; strings, names and regexes are case-sensitive.",
            "Ephemeral (App Clip) users see primer campaigns, as the vendor shows them (only authorized users are gated); accepting registers without the promptless request.",
            "A primer campaign that fails to present, or that the app closes with closeMessage, is not a counted display; the closed one ends its primer attempt as dismissed.",
            "customJson primer campaigns are not shown to authorized users (as the vendor, without its RMC-only condition), nor to provisional users when pushPrimerAuthorizationOptions contain .provisional (they already have what the primer asks for; the vendor would show the campaign again and send the promptless request); legacy action-4 primer buttons are never gated, and their Allow grants such a provisional user without a request.",
            "registerPreference pings again only when the identity changed; the provider is read on each logEvent while one is registered.",
            "rolloutPercentage 0 disables the SDK; any positive value enables it (no per-device sampling).",
            "A configuration answer that does not decode, or a 3xx/4xx status other than 429, disables the SDK and is reported, as the vendor; a 5xx, a 429 or no connection is reported and not retried (the vendor retries with backoff and shows nothing meanwhile): the user's cached campaigns stay usable offline. configure is taken once per instance, even after a configuration that disabled the SDK (the vendor accepts it again then); a second call is reported.",
            "An empty runtime subscriptionID or configurationURL counts as absent, so the Info.plist value is used (the vendor uses the empty value and fails the configuration); calls made before configure are kept up to 100,000 (the oldest dropped beyond, with a diagnostic), where the vendor buffers events without a bound.",
            "Display permission as the vendor's service: asked before each display (test campaigns too, which show whatever the answer); retried once only after an HTTP status of 500 or more or a failed connection; an answer without display and performPing, or a failure, means do not display and is reported.",
            "Responses are decoded as strictly as the vendor's models (every required field, every wire enum number, customJson an object, endpoints that are URLs; the ping with convertFromSnakeCase), and bounded where the vendor is not: bodies over 4 MiB and lists over 500 campaigns, 64 triggers, 64 attributes or 16 buttons reject the response, and a tooltip body over 16 KiB is not a tooltip.",
            "A campaign's impressions and opt-out are remembered when it leaves the ping and comes back (up to 2,000 ledgers per user); the vendor keeps only the campaigns of the last ping, so a returning campaign starts over there.",
            "The per-user cache lives under RInAppMessaging.userCache.<sha256 of the identity>, one key per user, not in the vendor's IAM_user_cache: a vendor cache is not read, so impressions and opt-outs start over after a migration.",
            "Periodic pings (nextPingMillis) are not scheduled; pings happen at configure, user change and when display permission asks.",
            "URLCampaignTransport trusts the backend less than the vendor's transport, which buffers each answer whole, waits on an idle timeout, follows any redirect and sends to whatever URL the configuration answer names: answers are streamed and refused past 4 MiB (a larger declared length before its body), each request has its timeout (15 s by default) in all however slowly the server sends, endpoints from the configuration answer are used only over https on the configuration URL's host (file endpoints only under a file configuration, read at most 4 MiB), and redirects only within one scheme and host. A refused URL is reported (endpointRefused) and is sent nothing: no access token, no user identifier. The vendor documents no other host (it hosts no public API).",
            "A button's campaignTrigger is logged as a custom event; one call shows at most 8 messages.",
            "The next queued message follows as soon as the presenter finishes: displaySettings.delay (the vendor's wait between queued messages) is decoded and not waited for.",
            "The authorization check that gates customJson primer campaigns waits at most the core's 100 ms status read (the vendor blocks up to 3 s); a read that does not answer in time counts as not authorized, as the vendor's timeout does.",
            "A button's campaignTrigger is re-logged with the attribute types it declares; a boolean value converts "
                + "from true/false (any letter case) and, as the vendor's re-logging does (Bool(exactly:) on the number), "
                + "from 1/0; a value that does not convert is left out. Trigger matching still reads only true/false, so a "
                + "condition of \"1\" matches no boolean, as the vendor's matcher.",
        ], concurrentCallsWaitInAdapter: true)
}
