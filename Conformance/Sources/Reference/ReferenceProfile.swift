import PrimerCore

/// The reference adapter's declared behaviour.
public enum ReferenceProfile {
    /// The reference adapter's profile for `policy`.
    public static func profile(policy: PrimerPolicy = ReferencePolicy.make()) -> BehaviourProfile {
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
