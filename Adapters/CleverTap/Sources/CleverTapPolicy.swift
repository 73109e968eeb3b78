@_spi(AdapterAuthoring) import PrimerCore

/// The vendor's primer rules as a core policy: the card shows to not-determined and denied users only
/// (provisional and ephemeral count as granted, so there is no upgrade), a denied user's positive button
/// opens Settings when the in-app asks to fall back to them, there is no client-side cooldown, iOS is
/// asked for sound, alert and badge, and remote registration follows every answered request.
public enum CleverTapPolicy {
    /// What the vendor's hard ask requests.
    public static let requestOptions: AuthorizationOptions = [.sound, .alert, .badge]

    /// The policy of one `promptPushPrimer(_:)` or `prompt(forPushPermission:)` call. Without
    /// `fallbackToSettings` a denied user gets no card: the vendor shows it and its positive button only
    /// logs, a dead end the core never shows (declared as a quirk).
    package static func make(fallbackToSettings: Bool) -> PrimerPolicy {
        PrimerPolicy(
            provisional: .treatAsAuthorized, ephemeral: .treatAsAuthorized,
            denied: fallbackToSettings ? .openSettings : .suppress,
            throttle: .none,
            registration: .always, requestOptions: requestOptions)
    }
}
