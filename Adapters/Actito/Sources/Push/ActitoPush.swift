import PrimerCore

/// Remote notifications, Actito style: `Actito.shared.push()`.
///
/// Permission requests go through the core `SoftAskEngine` (Actito shows no card: the app's own
/// "enable" call is the explicit accept). Every delegate callback runs on the main actor.
@MainActor
public final class ActitoPush: ActitoModule {
    /// The platform ports; `nil` until the owning ``Actito`` is configured.
    public private(set) var environment: PlatformEnvironment?

    /// Receives push events; held weakly, like the vendor's.
    public weak var delegate: (any ActitoPushDelegate)?

    /// Creates the module over `environment` (tests and apps that do not use ``Actito/shared``).
    public init(environment: PlatformEnvironment?) {
        self.environment = environment
    }

    /// Creates the module for `actito`.
    public convenience init(actito: Actito) {
        self.init(environment: actito.environment)
    }

    /// Adopts the environment `actito` was configured with.
    public func actitoDidConfigure(_ environment: PlatformEnvironment) {
        self.environment = environment
    }
}
