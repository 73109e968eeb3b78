/// One platform an app's vendor-style static APIs run over: the environment and the instance each
/// static API keeps over it (`CleverTap.sharedInstance()`, OneSignal's state, Pushwoosh's runtime).
///
/// ``PrimerPlatform`` makes one for the launch value (the default, then ``PrimerPlatform/bootstrap(_:)``'s)
/// and one for each ``PrimerPlatform/withEnvironment(_:operation:)``; a test that needs an instance it
/// built itself (a fixture's, or one over a scripted presenter) installs it in a scope of its own and
/// enters that scope with `PrimerPlatform.withScope(_:operation:)`.
@_spi(AdapterAuthoring)
public final class PlatformScope: Sendable {
    /// The ports every instance of this scope is made over.
    public let environment: PlatformEnvironment
    private let instances = LockedValue<[ObjectIdentifier: any Sendable]>([:])

    public init(environment: PlatformEnvironment) {
        self.environment = environment
    }

    /// This scope's instance of `type`, made with `make` over ``environment`` on the first request.
    /// `make` runs under this scope's lock: it must not ask this scope for an instance.
    public func instance<Instance: Sendable>(
        of type: Instance.Type, make: (PlatformEnvironment) -> Instance
    ) -> Instance {
        instances.withLock { instances in
            if let existing = instances[ObjectIdentifier(type)] as? Instance { return existing }
            let made = make(environment)
            instances[ObjectIdentifier(type)] = made
            return made
        }
    }

    /// Makes `instance` this scope's instance of its type (replacing any), as if made on first request.
    public func install<Instance: Sendable>(_ instance: Instance) {
        // The instance replaced may be the last reference to an engine: released after the unlock.
        instances.withLockReleasingAfterUnlock { instances in
            instances.updateValue(instance, forKey: ObjectIdentifier(Instance.self))
        }
    }
}
