import PrimerCore

extension AdapterDescriptor {
    /// The reference adapter with its default policy (the suite's yardstick).
    public static let reference = ReferenceProfile.descriptor()
}

extension ReferenceProfile {
    /// A descriptor building a fresh reference primer for every environment.
    public static func descriptor(policy: PrimerPolicy = ReferencePolicy.make()) -> AdapterDescriptor {
        AdapterDescriptor(profile: ReferenceProfile.profile(policy: policy)) { environment in
            ReferenceDriver(primer: ReferencePrimer(environment: environment, policy: policy))
        }
    }
}
