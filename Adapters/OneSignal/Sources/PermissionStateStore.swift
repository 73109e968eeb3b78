@_spi(AdapterAuthoring) import PrimerCore

/// The SDK's permission state kept across launches, in the environment's store under the vendor's
/// `UserDefaults` keys and as the vendor keeps it (Booleans, read as `boolForKey:` reads them, so a number
/// or a `YES` the vendor's SDK left counts): whether the SDK has asked, and the state the permission
/// observers last heard (so a change made while the app was not running is told at the next launch). A
/// value that is no flag reads as `false` and stays until the adapter next writes the key.
struct PermissionStateStore: Sendable {
    /// The vendor's keys.
    enum Key {
        static let hasPrompted = "OS_HAS_PROMPTED_FOR_NOTIFICATIONS_LAST"
        static let answered = "OS_NOTIFICATION_PROMPT_ANSWERED_LAST"
        static let accepted = "ONESIGNAL_PERMISSION_ACCEPTED_LAST"
        static let provisional = "ONESIGNAL_PROVISIONAL_AUTHORIZATION_LAST"
        /// The push subscription's opt-out. The vendor archives its whole push subscription model (whose
        /// `isDisabled` this is) under `OS_PUSH_SUBSCRIPTION_MODEL_STORE_KEY`; a store of property-list
        /// values keeps the one flag, under that key's name and the property's.
        static let pushDisabled = "OS_PUSH_SUBSCRIPTION_MODEL_STORE_KEY.isDisabled"
    }

    let environment: PlatformEnvironment

    /// Whether the user has answered the system prompt in `status` (provisional has not).
    static func answered(_ status: AuthorizationStatus) -> Bool {
        status != .notDetermined && status != .provisional
    }

    /// Whether the SDK has asked on this install.
    var hasPrompted: Bool { flag(Key.hasPrompted) }

    /// The permission the observers last heard: accepted (authorized or ephemeral) or provisional.
    var lastPermission: Bool { flag(Key.accepted) || flag(Key.provisional) }

    func markPrompted() { write(true, Key.hasPrompted) }

    /// Whether the app called `OneSignal.User.pushSubscription.optOut()` (and no `optIn()` since).
    var pushOptedOut: Bool { flag(Key.pushDisabled) }

    func setPushOptedOut(_ optedOut: Bool) { write(optedOut, Key.pushDisabled) }

    /// Stores `status` as the state the observers heard.
    func heard(_ status: AuthorizationStatus) {
        let answered = Self.answered(status)
        if answered { write(true, Key.hasPrompted) }
        write(answered, Key.answered)
        write(status == .authorized || status == .ephemeral, Key.accepted)
        write(status == .provisional, Key.provisional)
    }

    /// The flag as the vendor's `boolForKey:` reads it (a Boolean, a number, `YES`/`true`); absent or
    /// unreadable is `false`.
    private func flag(_ key: String) -> Bool {
        environment.store.flag(forKey: key) ?? false
    }

    private func write(_ value: Bool, _ key: String) {
        do {
            try environment.store.setValue(.bool(value), forKey: key)
        } catch {
            OneSignal.Debug.log(
                Diagnostic(.warning, code: "store.writeFailed", "writing \(key): \(error)"), to: environment)
        }
    }
}
