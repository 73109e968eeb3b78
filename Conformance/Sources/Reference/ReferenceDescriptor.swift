import PrimerCore

extension AdapterDescriptor {
    /// The reference adapter with its default policy (the suite's yardstick).
    public static let reference = ReferenceProfile.descriptor()

    /// The reference under a minimum-interval throttle (a yardstick for `.minimumInterval`, which no
    /// vendor adapter declares by default).
    public static let referenceInterval: AdapterDescriptor = {
        var descriptor = ReferenceProfile.descriptor(policy: ReferencePolicy.makeInterval())
        descriptor.profile.adapter = "ReferenceInterval"
        return descriptor
    }()
}

extension ReferenceProfile {
    /// A descriptor building a fresh reference primer for every environment.
    public static func descriptor(policy: PrimerPolicy = ReferencePolicy.make()) -> AdapterDescriptor {
        AdapterDescriptor(profile: ReferenceProfile.profile(policy: policy)) { environment in
            ReferenceDriver(primer: ReferencePrimer(environment: environment, policy: policy))
        }
    }
}
