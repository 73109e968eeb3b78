import PrimerCore

/// The entry point of the Actito-style SDK: `Actito.shared.push()` as in the vendor's samples.
///
/// Each feature is a module created on first use and kept for the life of the `Actito` value
/// (``push()`` here; other files add theirs with ``module(_:)``). Tests build their own `Actito` (or an
/// ``ActitoPush`` directly) over a simulated `PlatformEnvironment`; the app configures ``shared``
/// once at launch with the live environment.
@MainActor
public final class Actito {
    /// The app-wide instance.
    public static let shared = Actito()

    /// The platform ports the modules use; `nil` until ``configure(environment:applicationId:)``.
    public private(set) var environment: PlatformEnvironment?
    /// The id of the app's Actito application (the vendor's `Actito.shared.application?.id`): pushes
    /// whose `x-application` is another id are ignored. `nil` (the default) checks nothing.
    public private(set) var applicationId: String?
    private var modules: [ObjectIdentifier: any ActitoModule] = [:]

    /// Creates an instance, configured when `environment` is given.
    public init(environment: PlatformEnvironment? = nil, applicationId: String? = nil) {
        self.environment = environment
        self.applicationId = applicationId
    }

    /// Sets the platform ports and the application id (call once at launch, before enabling anything).
    /// Modules created earlier are handed the new environment, so a delegate set before configuring
    /// stays set. With an `applicationId`, another application's pushes (`x-application` differs, or
    /// is absent) reach no callback and are shown in the foreground with no options, as the vendor's.
    public func configure(environment: PlatformEnvironment, applicationId: String? = nil) {
        self.environment = environment
        self.applicationId = applicationId
        for module in modules.values { module.actitoDidConfigure(environment) }
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
