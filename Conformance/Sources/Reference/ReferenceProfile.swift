@_spi(AdapterAuthoring) import PrimerCore

/// The reference adapter's declared behaviour.
public enum ReferenceProfile {
    /// The reference rules as declared: upgrade provisional users, ephemeral as authorized, denied users to
    /// Settings, a 7-day cooldown stamped when the card shows, register after a grant, alert, badge and
    /// sound. Literal data, not ``ReferencePolicy/make()``: the code under test cannot move it.
    public static let policy = PrimerPolicy(
        provisional: .upgrade, ephemeral: .treatAsAuthorized, denied: .openSettings,
        throttle: ThrottlePolicy(kind: .cooldown(days: 7), stampedOn: [.shown], storageKey: "reference.lastShown"),
        registration: .afterGrant, requestOptions: [.alert, .badge, .sound])

    /// ``policy`` with a one-hour minimum interval stamped when the card shows, instead of the cooldown,
    /// and ephemeral users suppressed as not eligible: policy shapes no vendor adapter declares by default.
    public static let intervalPolicy = PrimerPolicy(
        provisional: .upgrade, ephemeral: .suppress, denied: .openSettings,
        throttle: ThrottlePolicy(
            kind: .minimumInterval(seconds: 3_600), stampedOn: [.shown], storageKey: "reference.intervalShown"),
        registration: .afterGrant, requestOptions: [.alert, .badge, .sound])

    /// The reference adapter's profile declaring `policy`.
    public static func profile(policy: PrimerPolicy = ReferenceProfile.policy) -> BehaviourProfile {
        BehaviourProfile(
            adapter: "Reference", module: "PrimerConformance",
            summary: "The core engine with no vendor rules on top: the yardstick every check passes.",
            policy: policy,
            capabilities: [.softAskCard, .throttle, .settingsFallback, .provisionalUpgrade, .registration],
            reporting: PrimerEventName.allCases.map { EventReporting($0, $0.rawValue) },
            apiMapping: [
                APIMapping(.showPrimer, "ReferencePrimer.present()"),
                APIMapping(.observeOutcome, "PrimerOutcome returned by present()"),
                APIMapping(.observeEvents, "ReferencePrimer.events()"),
            ])
    }
}
