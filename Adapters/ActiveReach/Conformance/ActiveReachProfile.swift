import ActiveReachAdapter
import PrimerConformance
@_spi(AdapterAuthoring) import PrimerCore

/// ActiveReach's declared behaviour, for the conformance suite and `primer-lab`.
public enum ActiveReachProfile {
    /// ActiveReach's declared behaviour: its policy, the events it emits and how, the API
    /// mapping, the vendor quirk and the decisions taken where the documentation is silent.
    public static let profile = BehaviourProfile(
        adapter: "ActiveReach", module: "ActiveReachAdapter",
        summary:
            "InAppPushPrimer: the app shows an operator-authored card and reports taps; six canonical events through an emitter; 7-day cooldown after Later or dismiss.",
        // Literal data, not ActiveReachPolicy.make(): a declaration the adapter's code cannot move.
        policy: PrimerPolicy(
            provisional: .upgrade, ephemeral: .treatAsAuthorized, denied: .openSettings,
            throttle: ThrottlePolicy(
                kind: .cooldown(days: 7), stampedOn: [.later, .dismissed],
                storageKey: "ActiveReach.InAppPushPrimer.cooldownStartedAt"),
            registration: .afterGrant, requestOptions: [.alert, .badge, .sound]),
        capabilities: [.softAskCard, .throttle, .settingsFallback, .provisionalUpgrade, .campaigns, .registration],
        reporting: [
            EventReporting(.displayed, "emit(\"in_app.displayed\", [campaignId, status])"),
            EventReporting(.dismissed, "emit(\"in_app.dismissed\", [campaignId, status, cooldownDays])"),
            EventReporting(.allowTapped, "emit(\"push_primer.allow_tapped\", [campaignId])"),
            EventReporting(.laterTapped, "emit(\"push_primer.later_tapped\", [campaignId, status, cooldownDays])"),
            EventReporting(.permissionGranted, "emit(\"push_primer.permission_granted\", [campaignId, status])"),
            EventReporting(.permissionDenied, "emit(\"push_primer.permission_denied\", [campaignId, status, error?])"),
            EventReporting(
                .redirectedToSettings,
                "emit(\"push_primer.permission_denied\", [campaignId, status, settingsOpened: true])"),
            EventReporting(.settingsReturned, "emit(\"push_primer.settings_returned\", [campaignId, status])"),
        ],
        apiMapping: [
            APIMapping(.showPrimer, "your own card + primer.displayed(config:)"),
            APIMapping(.observeOutcome, "emitter: push_primer.permission_granted / push_primer.permission_denied"),
            APIMapping(.observeEvents, "InAppPushPrimer(emit:defaults:) EventEmitter"),
            APIMapping(.configureThrottle, "Config.cooldownDays / campaign JSON cooldownDays"),
            APIMapping(.resetThrottle, "primer.clearCooldown()"),
            APIMapping(.configureDenied, "not configurable (Allow opens Settings)"),
            APIMapping(.checkStatus, "primer.isAlreadyAuthorized { } / isInCooldown(cooldownDays:)"),
        ],
        quirks: [
            VendorQuirk(
                summary: "No primer in the public iOS SDK",
                documented: "InAppPushPrimer in ActiveReachInApp: card first, requestAuthorization only after Allow",
                shipping:
                    "active-reach-ios-sdk 1.6.0 has no primer; AegisPushManager.initialize() requests [.alert, .badge, .sound] up front and registers if granted"
            )
        ],
        decisions: decisions)

    /// What the ActiveReach documentation leaves open and what this adapter decided: the one place a
    /// decision is written (the README's generated block lists the profile's `decisions`).
    public static let decisions: [String] = [
        "Provisional users are not 'already authorized': isAlreadyAuthorized is false, the card may show, and Allow requests [alert, badge, sound] without .provisional so iOS shows the real prompt (Don't Allow there leaves the user denied).",
        "Ephemeral (App Clip) users count as authorized: isAlreadyAuthorized is true; an Allow anyway emits allow_tapped then permission_granted (status ephemeral) with no request.",
        "Denied users cannot be prompted again, so Allow opens the app's notification settings: allow_tapped, then permission_denied with settingsOpened=true (no request); on the next foreground push_primer.settings_returned with the status read again, and registration if it now allows delivery.",
        "Allow when the prompt was already answered (authorized, or an Allow after an earlier Allow finished) emits allow_tapped and the real outcome without a second request.",
        "Taps on the same card while its Allow is being answered (double tap, Later, dismiss; until the next displayed) join that attempt and emit nothing more; a new card's Allow runs after it.",
        "One cooldown per app, not per campaign, stamped on Later and dismiss only (not on display or Allow), before the event is emitted (an emitter that asks isInCooldown already sees it); the card is in cooldown while less than cooldownDays x 86,400 s has passed, so exactly 7 days later it may show again. cooldownDays <= 0 means no cooldown: a Later or dismiss on such a card writes no stamp.",
        "The cooldown stamp is the seconds since 1970 under the key ActiveReach.InAppPushPrimer.cooldownStartedAt of the given defaults (ActiveReach documents no key, so a cooldown the vendor SDK recorded is not read).",
        "isAlreadyAuthorized's completion runs on the main actor (the documented sample presents the card from it), after the card actions called before it.",
        "Campaign JSON cooldownDays must be a whole number from 0 to 365; null or absent means 7; unknown fields are ignored.",
        "A cooldown stamp that is corrupt or further in the future than the cooldown (clock moved back) reads as no cooldown and is reported as a diagnostic.",
        "Events are emitted off the main actor, in order; property values are only String, Int or Bool. Registration results are not emitted (ActiveReach documents no event for them).",
    ]
}
