import PrimerCore

extension AdapterDescriptor {
    /// The reference adapter with its default policy (the suite's yardstick), checked against the
    /// declared ``ReferenceProfile/policy``.
    public static let reference = ReferenceProfile.descriptor(
        declaring: ReferenceProfile.policy, running: ReferencePolicy.make())

    /// The reference under a minimum-interval throttle with ephemeral users suppressed (a yardstick for
    /// `.minimumInterval` and `ephemeral: .suppress`, which no vendor adapter declares by default).
    public static let referenceInterval: AdapterDescriptor = {
        var descriptor = ReferenceProfile.descriptor(
            declaring: ReferenceProfile.intervalPolicy, running: ReferencePolicy.makeInterval())
        descriptor.profile.adapter = "ReferenceInterval"
        return descriptor
    }()
}

extension ReferenceProfile {
    /// A descriptor building a fresh reference primer running `policy`, a policy given as data (a test's
    /// shape), which the profile declares.
    public static func descriptor(policy: PrimerPolicy = ReferenceProfile.policy) -> AdapterDescriptor {
        descriptor(declaring: policy, running: policy)
    }

    /// A descriptor whose primers run `running` (the code under test) and whose profile declares
    /// `declaring` (literal data), so a wrong rule in the code shows as a difference.
    public static func descriptor(declaring: PrimerPolicy, running: PrimerPolicy) -> AdapterDescriptor {
        AdapterDescriptor(profile: ReferenceProfile.profile(policy: declaring)) { environment in
            ReferenceDriver(primer: ReferencePrimer(environment: environment, policy: running))
        }
    }
}
