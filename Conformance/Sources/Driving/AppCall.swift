/// One call an app makes, in a vendor-neutral name: what ``CallOrderDriver`` maps to the adapter's own
/// form (its fire-and-forget form where it has one).
public enum AppCall: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// The adapter's permission ask, answered by the device's scripted user (ActiveReach's `displayed`
    /// then `allowTapped`, OneSignal's `requestPermission`, CleverTap's hard ask, Pushwoosh's
    /// `present()`, Actito's `enableRemoteNotifications`).
    case ask
    /// A quiet (provisional) ask (OneSignal's `registerForProvisionalAuthorization`).
    case askQuietly
    /// "Not right now" on the app's own card, reported by the app (ActiveReach's `laterTapped`).
    case decline
    /// The adapter's throttle reset (ActiveReach's `clearCooldown()`).
    case resetThrottle
    /// A status query answered through a completion, reported with its answer (CleverTap's
    /// `getNotificationPermissionStatus`, ActiveReach's `isAlreadyAuthorized`).
    case statusQuery
    /// The adapter's "notifications off" call (Actito's `disableRemoteNotifications`).
    case disable
    /// A change that makes the card of the next ask unusable (a builder setter emptying its message),
    /// as an app may make right after an ask.
    case spoilCard

    public var description: String { rawValue }
}
