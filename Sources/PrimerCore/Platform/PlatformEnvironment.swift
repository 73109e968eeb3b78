/// Every platform port a primer needs, bundled: the live bindings on Apple platforms
/// (`PlatformEnvironment.live(...)`), the simulator's in tests and on Linux.
public struct PlatformEnvironment: Sendable {
    /// The notification-permission center.
    @_spi(AdapterAuthoring) public var permissions: any PermissionCenter
    /// APNs registration.
    @_spi(AdapterAuthoring) public var registrar: any RemoteRegistrar
    /// The Settings app.
    @_spi(AdapterAuthoring) public var settings: any SettingsOpener
    /// Foreground signals.
    @_spi(AdapterAuthoring) public var lifecycle: any AppLifecycle
    /// Persistence.
    public var store: any KeyValueStore
    /// The wall clock.
    @_spi(AdapterAuthoring) public var clock: any WallClock
    /// Shows primer cards.
    public var presenter: any CardPresenter
    /// Receives diagnostics (corrupt stored values, configuration mistakes).
    public var diagnostics: DiagnosticsHandler
    /// The device's one soft-ask engine: every copy of this environment (``with(store:)`` and
    /// ``with(presenter:)`` included) shares it, so every primer over the device asks iOS once.
    @_spi(AdapterAuthoring) public let engine: SoftAskEngine
    /// Starts the fire-and-forget work of every primer and adapter over this environment (every copy
    /// shares it).
    @_spi(AdapterAuthoring) public let spawner: any TaskSpawner

    /// Bundles the ports; `diagnostics` defaults to discarding. `engine` is the device's engine and has
    /// no default: pass the same one to every environment of one device (`SoftAskEngine.live` in an
    /// app, as the live environment does; the simulator passes its process's), since a new one stands
    /// for a new device or process. `spawner` defaults to a new ``TrackedTasks``; the simulator passes
    /// its process's.
    @_spi(AdapterAuthoring) public init(
        permissions: any PermissionCenter, registrar: any RemoteRegistrar, settings: any SettingsOpener,
        lifecycle: any AppLifecycle, store: any KeyValueStore, clock: any WallClock,
        presenter: any CardPresenter, diagnostics: @escaping DiagnosticsHandler = { _ in },
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
        engine.watchForegrounds(of: lifecycle)
    }

    /// A copy using `store` (for example an App Group store shared by several targets).
    public func with(store: any KeyValueStore) -> PlatformEnvironment {
        var copy = self
        copy.store = store
        return copy
    }

    /// A copy using `presenter`.
    public func with(presenter: any CardPresenter) -> PlatformEnvironment {
        var copy = self
        copy.presenter = presenter
        return copy
    }
}
