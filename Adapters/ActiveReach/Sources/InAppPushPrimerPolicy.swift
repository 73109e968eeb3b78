import PrimerCore

extension InAppPushPrimer {
    /// The store key of the cooldown stamp (seconds since 1970). ActiveReach does not document its key.
    public static let cooldownStorageKey = "ActiveReach.InAppPushPrimer.cooldownStartedAt"

    /// The rules the primer drives the core engine with: upgrade provisional users, count ephemeral as
    /// authorized, send denied users who tap Allow to Settings, a 7-day cooldown stamped on Later and
    /// dismiss, register after a grant, request alert, badge and sound.
    public static let policy = PrimerPolicy(
        provisional: .upgrade, ephemeral: .treatAsAuthorized, denied: .openSettings,
        throttle: ThrottlePolicy(kind: .cooldown(days: Config.defaultCooldownDays), stampedOn: [.later, .dismissed],
                                 storageKey: cooldownStorageKey),
        registration: .afterGrant, requestOptions: .standard)

    /// What the ActiveReach documentation leaves open and what this adapter decided (the profile's
    /// `decisions`, repeated in the README).
    public static let decisions: [String] = [
        "Provisional users are not 'already authorized': isAlreadyAuthorized is false, the card may show, and Allow requests [alert, badge, sound] without .provisional so iOS shows the real prompt (Don't Allow there leaves the user denied).",
        "Ephemeral (App Clip) users count as authorized: isAlreadyAuthorized is true; an Allow anyway emits allow_tapped then permission_granted (status ephemeral) with no request.",
        "Denied users cannot be prompted again, so Allow opens the app's notification settings: allow_tapped, then permission_denied with settingsOpened=true (no request); on the next foreground push_primer.settings_returned with the status read again, and registration if it now allows delivery.",
        "Allow when the prompt was already answered (authorized, or an Allow after an earlier Allow finished) emits allow_tapped and the real outcome without a second request.",
        "Taps on the same card while its Allow is being answered (double tap, Later, dismiss; until the next displayed) join that attempt and emit nothing more; a new card's Allow runs after it.",
        "One cooldown per app, not per campaign, stamped on Later and dismiss only (not on display or Allow); the card is in cooldown while less than cooldownDays x 86,400 s has passed, so exactly 7 days later it may show again. cooldownDays <= 0 means no cooldown.",
        "Campaign JSON cooldownDays must be a whole number from 0 to 365; null or absent means 7; unknown fields are ignored.",
        "A cooldown stamp that is corrupt or further in the future than the cooldown (clock moved back) reads as no cooldown and is reported as a diagnostic.",
        "Events are emitted off the main actor, in order; property values are only String, Int or Bool. Registration results are not emitted (ActiveReach documents no event for them).",
    ]
}
