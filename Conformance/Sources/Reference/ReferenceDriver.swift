import PrimerCore

/// Drives a ``ReferencePrimer`` for the suite and `primer-lab`.
public struct ReferenceDriver: PrimerDriver {
    /// The primer under test.
    public let primer: ReferencePrimer

    /// Wraps `primer`.
    public init(primer: ReferencePrimer) { self.primer = primer }

    /// One attempt; the canonical result is also the vendor's word.
    public func presentPrimer() async -> DriverAttempt {
        let outcome = await primer.present()
        return DriverAttempt(result: outcome.result, vendorOutcome: outcome.result.rawValue)
    }

    /// The canonical events since the last call.
    public func takeReports() async -> [AdapterReport] {
        primer.events(clear: true).map { AdapterReport(event: $0.name, vendorForm: $0.name.rawValue) }
    }
}

extension ReferencePrimer {
    /// The reference adapter's profile for `policy`.
    public static func profile(policy: PrimerPolicy = ReferencePrimer.policy) -> BehaviourProfile {
        BehaviourProfile(
            adapter: "Reference", module: "PrimerConformance",
            summary: "The core engine with no vendor rules on top: the yardstick every check passes.",
            policy: policy,
            capabilities: [.softAskCard, .throttle, .settingsFallback, .provisionalUpgrade, .registration],
            reporting: PrimerEventName.allCases.map { EventReporting($0, $0.rawValue) },
            apiMapping: [APIMapping(.showPrimer, "ReferencePrimer.present()"),
                         APIMapping(.observeOutcome, "PrimerOutcome returned by present()"),
                         APIMapping(.observeEvents, "ReferencePrimer.events()")])
    }

    /// A descriptor building a fresh reference primer for every environment.
    public static func descriptor(policy: PrimerPolicy = ReferencePrimer.policy) -> AdapterDescriptor {
        AdapterDescriptor(profile: profile(policy: policy)) { environment in
            ReferenceDriver(primer: ReferencePrimer(environment: environment, policy: policy))
        }
    }
}

extension AdapterDescriptor {
    /// The reference adapter with its default policy (the suite's yardstick).
    public static let reference = ReferencePrimer.descriptor()
}
