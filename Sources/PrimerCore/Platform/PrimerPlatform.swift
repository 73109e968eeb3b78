/// The platform every vendor-style static API runs over (`CleverTap.sharedInstance()`,
/// `OneSignal.Notifications`, `Pushwoosh.configure`, `RInAppMessaging`, `InAppPushPrimer`,
/// `Actito.shared`): one ``PlatformEnvironment`` for the process, set once at launch, and a task-scoped
/// override for tests (the shapes of swift-log's `LoggingSystem.bootstrap` and swift-dependencies'
/// `withDependencies`).
///
/// Until the app calls ``bootstrap(_:)`` the process runs over the platform default: on iOS the live
/// ports with the core's UIKit presenter, which shows every adapter's card or alert as a system alert
/// (or the vendor's own UIKit card where the adapter draws one); elsewhere (Linux) a platform without
/// notifications whose errors and diagnostics say to call ``bootstrap(_:)``. Each static API keeps one
/// instance per platform: after ``bootstrap(_:)`` it makes a new one over the app's environment.
public enum PrimerPlatform {
    static let host = PlatformHost(
        makeDefault: { PlatformEnvironment.composed(from: SystemPorts.platform, hint: PrimerPlatform.hint) })

    /// What the placeholder ports of a platform without notifications name in their errors.
    static let hint = "call PrimerPlatform.bootstrap(_:) with the app's PlatformEnvironment"

    /// Sets the process's platform, once, at launch (before any vendor API is used: an instance a
    /// static API made over the default before is replaced). A second call throws
    /// ``PlatformBootstrapError/alreadyBootstrapped`` and changes nothing.
    public static func bootstrap(_ environment: PlatformEnvironment) throws(PlatformBootstrapError) {
        try host.bootstrap(environment)
    }

    /// The environment of the current task's override, else the process's (bootstrapped or default).
    public static var environment: PlatformEnvironment { host.current.environment }

    /// Runs `operation` over `environment` for the current task and the tasks it starts (`Task {}`
    /// included, `Task.detached` not), without touching the process's platform, so parallel tests
    /// each see their own device. The static APIs make fresh instances over it, kept until `operation`
    /// returns; overrides nest, the innermost winning. A `@MainActor` caller passes a
    /// `@MainActor @Sendable` closure.
    public static func withEnvironment<Result>(
        _ environment: PlatformEnvironment, operation: () async throws -> Result
    ) async rethrows -> Result {
        try await host.withOverride(PlatformScope(environment: environment), operation: operation)
    }

    /// Runs `operation` over `scope` (its environment and the instances installed or made in it), as
    /// ``withEnvironment(_:operation:)`` does; entering one scope again finds the same instances.
    @_spi(AdapterAuthoring) public static func withScope<Result>(
        _ scope: PlatformScope, operation: () async throws -> Result
    ) async rethrows -> Result {
        try await host.withOverride(scope, operation: operation)
    }

    /// The current platform: the current task's override, else the process's.
    @_spi(AdapterAuthoring) public static var scope: PlatformScope { host.current }

    /// The current platform's instance of `type`, made over its environment on first request (a
    /// vendor-style static API's shared instance). `make` must not ask for another instance.
    @_spi(AdapterAuthoring) public static func instance<Instance: Sendable>(
        of type: Instance.Type, make: (PlatformEnvironment) -> Instance
    ) -> Instance {
        host.current.instance(of: type, make: make)
    }
}
