import PrimerCore

/// Everything the suite and `primer-lab` need to know about one adapter: its declared behaviour and a
/// factory that builds a fresh driver over a (fresh or relaunched) environment.
///
/// Convention: each adapter module publishes its descriptor as a static member of this type
/// (`AdapterDescriptor.activeReach`, `.pushwoosh`, `.actito`, `.rakuten`; the suite's `.reference`),
/// so the cross-adapter test and `primer-lab` list adapters as `[.activeReach, .pushwoosh, ...]`.
public struct AdapterDescriptor: Sendable {
    /// The declared behaviour.
    public var profile: BehaviourProfile
    /// Builds a fresh adapter and its driver over `environment`, as a newly launched app would.
    public var makeDriver: @Sendable (PlatformEnvironment) async -> any PrimerDriver
    /// The settings a tool may choose for this adapter (`nil`: none), each building a configured descriptor.
    public var configuration: AdapterConfiguration?
    /// Configuration mistakes the adapter documents a behaviour for (none by default), each presented by
    /// `profile.matchesBehaviour`.
    public var invalidConfigurations: [InvalidConfiguration] = []
    /// Builds the status monitor an app beside the adapter observes over `environment` (the core's
    /// `PermissionStatusMonitor` unless set; a test seam for a broken one).
    public var makeStatusMonitor: @Sendable (PlatformEnvironment) -> any StatusMonitorDriver = {
        PermissionStatusMonitor(environment: $0)
    }
    /// Every public call form and setting of the adapter, each performed through its public API (`nil`:
    /// not declared yet).
    public var surface: PublicSurface?
    /// The vendor's documented behaviours as data, run on ``surface`` by ``ConformanceCheck/vendorCases``
    /// (none by default).
    public var cases: [VendorCase] = []

    public init(
        profile: BehaviourProfile, configuration: AdapterConfiguration? = nil,
        makeDriver: @escaping @Sendable (PlatformEnvironment) async -> any PrimerDriver
    ) {
        self.profile = profile
        self.configuration = configuration
        self.makeDriver = makeDriver
    }

    /// The adapter's short name (the profile's).
    public var name: String { profile.adapter }
}
