@_spi(AdapterAuthoring) import PrimerCore

/// The entry point of the Actito-style SDK: `Actito.shared.push()` as in the vendor's samples.
///
/// Each feature is a module created on first use and kept for the life of the `Actito` value
/// (``push()`` here; other files add theirs with ``module(_:)``). ``shared`` runs over the current
/// platform (`PrimerPlatform`: the live ports on iOS with no set-up, or the environment the app
/// bootstrapped); tests build their own `Actito` (or an ``ActitoPush`` directly) over a simulated
/// `PlatformEnvironment`, or run the vendor's samples inside `PrimerPlatform.withEnvironment`.
@MainActor
public final class Actito {
    /// The current platform's instance (`PrimerPlatform`: the app's, or a test's override), made over
    /// its environment on first use.
    public static var shared: Actito { PrimerPlatform.instance(of: Actito.self) { Actito(environment: $0) } }

    /// The platform ports the modules use; `nil` only for an instance made without one.
    public let environment: PlatformEnvironment?
    /// The id of the app's Actito application (the vendor's `Actito.shared.application?.id`): pushes
    /// whose `x-application` is another id are ignored. `nil` (the default) checks nothing.
    public private(set) var applicationId: String?
    private var modules: [ObjectIdentifier: any ActitoModule] = [:]

    /// Creates an instance, configured when `environment` is given.
    public init(environment: PlatformEnvironment? = nil, applicationId: String? = nil) {
        self.environment = environment
        self.applicationId = applicationId
    }

    /// Sets the application id (call once at launch, before enabling anything; the platform is
    /// `PrimerPlatform`'s). With an `applicationId`, another application's pushes (`x-application`
    /// differs, or is absent) reach no callback and are shown in the foreground with no options, as the
    /// vendor's.
    public func configure(applicationId: String?) {
        self.applicationId = applicationId
    }

    /// The module of type `Module`, created with ``ActitoModule/init(actito:)`` on first use.
    public func module<Module: ActitoModule>(_ type: Module.Type) -> Module {
        let key = ObjectIdentifier(type)
        if let existing = modules[key] as? Module { return existing }
        let created = Module(actito: self)
        modules[key] = created
        return created
    }

    /// The remote-notifications module.
    public func push() -> ActitoPush { module(ActitoPush.self) }
}
