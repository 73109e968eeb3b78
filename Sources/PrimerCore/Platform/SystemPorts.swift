/// The ports a platform offers an app before the app configures anything: on iOS the live UIKit and
/// UserNotifications ports with the core's UIKit presenter (``platform``); in tests any stand-in (a
/// simulated device's ports, ``init(standingInFor:presenter:)``), so the composition an app gets on a
/// device is decided and tested on Linux (``PlatformEnvironment/composed(from:hint:)``).
@_spi(AdapterAuthoring)
public struct SystemPorts: Sendable {
    public var permissions: any PermissionCenter
    public var registrar: any RemoteRegistrar
    public var settings: any SettingsOpener
    public var lifecycle: any AppLifecycle
    public var store: any KeyValueStore
    public var clock: any WallClock
    /// What shows cards and alerts; `nil` when the platform has nothing that can show one.
    public var presenter: (any CardPresenter)?
    public var diagnostics: DiagnosticsHandler
    /// The process's engine (`SoftAskEngine.live` on a device).
    public var engine: SoftAskEngine
    public var spawner: any TaskSpawner

    public init(
        permissions: any PermissionCenter, registrar: any RemoteRegistrar, settings: any SettingsOpener,
        lifecycle: any AppLifecycle, store: any KeyValueStore, clock: any WallClock,
        presenter: (any CardPresenter)?, diagnostics: @escaping DiagnosticsHandler = { _ in },
        engine: SoftAskEngine, spawner: any TaskSpawner = TrackedTasks()
    ) {
        self.permissions = permissions
        self.registrar = registrar
        self.settings = settings
        self.lifecycle = lifecycle
        self.store = store
        self.clock = clock
        self.presenter = presenter
        self.diagnostics = diagnostics
        self.engine = engine
        self.spawner = spawner
    }

    /// The ports of `environment` (a simulated device standing in for an iPhone), with `presenter` in
    /// place of its presenter: the UIKit presenter's stand-in, or `nil` for a platform that cannot show.
    public init(standingInFor environment: PlatformEnvironment, presenter: (any CardPresenter)?) {
        self.init(
            permissions: environment.permissions, registrar: environment.registrar,
            settings: environment.settings, lifecycle: environment.lifecycle, store: environment.store,
            clock: environment.clock, presenter: presenter, diagnostics: environment.diagnostics,
            engine: environment.engine, spawner: environment.spawner)
    }

    /// This platform's ports: UIKit's where UIKit and UserNotifications exist, `nil` elsewhere.
    public static var platform: SystemPorts? {
        #if canImport(UIKit) && canImport(UserNotifications) && !os(watchOS)
        uikit
        #else
        nil
        #endif
    }
}

extension PlatformEnvironment {
    /// The platform default, decided here for every adapter: over `ports`, an environment of those
    /// ports whose presenter is theirs, or, when they have none, one that answers
    /// ``CardAnswer/presenterMissing`` (so the attempt reports `presenter.missing`, never a silent
    /// Cancel); with no ports, ``withoutNotifications(hint:)``. `hint` names what the app should set.
    @_spi(AdapterAuthoring) public static func composed(from ports: SystemPorts?, hint: String) -> PlatformEnvironment {
        guard let ports else { return .withoutNotifications(hint: hint) }
        return PlatformEnvironment(
            permissions: ports.permissions, registrar: ports.registrar, settings: ports.settings,
            lifecycle: ports.lifecycle, store: ports.store, clock: ports.clock,
            presenter: ports.presenter ?? NoNotificationSystem(hint: hint), diagnostics: ports.diagnostics,
            engine: ports.engine, spawner: ports.spawner)
    }
}
