@_spi(AdapterAuthoring) import PrimerCore

/// The rules ``InAppPushPrimer`` drives the device's engine with, and where it keeps its cooldown.
public enum ActiveReachPolicy {
    /// The store key of the cooldown stamp (seconds since 1970). ActiveReach does not document its key.
    public static let cooldownStorageKey = "ActiveReach.InAppPushPrimer.cooldownStartedAt"

    /// The rules the primer drives the core engine with: upgrade provisional users, count ephemeral as
    /// authorized, send denied users who tap Allow to Settings, a 7-day cooldown stamped on Later and
    /// dismiss, register after a grant, request alert, badge and sound. A card whose campaign has no
    /// cooldown (`cooldownDays` 0 or less) runs under the same rules with no throttle, so its Later and
    /// dismiss stamp nothing.
    package static func make(cooldownDays: Int = InAppPushPrimer.Config.defaultCooldownDays) -> PrimerPolicy {
        PrimerPolicy(
            provisional: .upgrade, ephemeral: .treatAsAuthorized, denied: .openSettings,
            throttle: ThrottlePolicy(
                kind: cooldownDays > 0 ? .cooldown(days: InAppPushPrimer.Config.defaultCooldownDays) : .none,
                stampedOn: [.later, .dismissed], storageKey: cooldownStorageKey),
            registration: .afterGrant, requestOptions: .standard)
    }
}
