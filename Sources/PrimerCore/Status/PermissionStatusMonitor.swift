/// The app's notification-permission status as an observable value, kept current the way the vendors'
/// primer documentation describes: read at launch, read again on every return to the foreground (the user may have flipped
/// the switch in Settings meanwhile), with a way to send denied users to the app's notification settings.
///
/// - ``status`` is `nil` while unknown (before the first reading completes).
/// - A change is delivered once, to every observer, only when the reading differs from the last one:
///   a foreground with nothing changed delivers nothing. The first reading is a change from `nil`.
/// - Observers: ``changes()`` (an `AsyncStream`, ended when the consumer stops or the monitor is
///   released), ``onChange(_:)`` (a callback kept while the returned observation lives) and
///   ``observe(_:_:)`` (a callback kept while its owner lives). None of them keeps its owner alive, and
///   the monitor's own foreground registration ends when the monitor is released.
/// - Callbacks run on the task that read the status, not necessarily the main thread: hop to the main
///   actor for UI work (`Task { @MainActor in ... }`), or consume ``changes()`` from a main-actor task.
/// - Concurrent readings cannot go backwards: a reading that started before one already applied is dropped.
/// - Built over an environment, the monitor shares the status with the device's ``SoftAskEngine``: one
///   read after a foreground serves the monitor and every primer decision until the next foreground.
public final class PermissionStatusMonitor: Sendable {
    private struct State {
        var status: AuthorizationStatus?
        var lastTicket = 0
        var appliedTicket = 0
        var awaitingSettingsReturn = false
        var foreground: LifecycleObservation?
    }

    private let state = LockedValue(State())
    private let fanOut = ChangeFanOut<StatusChange>()
    private let source: StatusSource
    private let settings: any SettingsOpener

    /// Where the readings come from: the device's engine, or the bare ports.
    private enum StatusSource {
        case engine(PlatformEnvironment)
        case ports(any PermissionCenter, any AppLifecycle)
    }

    /// A monitor over the device of `environment`, sharing its engine's status reads. Nothing is read
    /// until ``start()``.
    public init(environment: PlatformEnvironment) {
        source = .engine(environment)
        settings = environment.settings
    }

    /// A monitor over the given ports alone: it reads the permission center itself on every refresh.
    @_spi(AdapterAuthoring) public init(
        permissions: any PermissionCenter, lifecycle: any AppLifecycle, settings: any SettingsOpener
    ) {
        source = .ports(permissions, lifecycle)
        self.settings = settings
    }

    deinit { fanOut.finish() }

    /// The last status read; `nil` while unknown.
    public var status: AuthorizationStatus? { state.withLock { $0.status } }

    /// Starts watching foregrounds (once, however often it is called) and reads the status: call it at
    /// launch (`didFinishLaunching`, or the first scene's `task`).
    @discardableResult
    public func start() async -> AuthorizationStatus {
        observeForegrounds()
        return await refresh(.launch)
    }

    /// Stops watching foregrounds; the last status stays readable and observers stay registered.
    public func stop() {
        let observation = state.withLock { state in
            defer { state.foreground = nil }
            return state.foreground
        }
        observation?.cancel()
    }

    /// Reads the status now and delivers a change when it differs; returns the status read.
    @discardableResult
    public func refresh(_ trigger: StatusRefreshTrigger = .manual) async -> AuthorizationStatus {
        let ticket = takeTicket()
        let status: AuthorizationStatus
        switch source {
        case let .engine(environment):
            // The engine's status is current unless a foreground or a request made it stale (the engine
            // saw this foreground before the monitor did); only a manual refresh asks iOS regardless. A
            // read that timed out with nothing known reports the status last delivered.
            let read =
                trigger == .manual
                ? await environment.engine.refreshStatus(in: environment)
                : await environment.engine.currentStatus(in: environment)
            guard let read else { return self.status ?? .notDetermined }
            status = read
        case let .ports(permissions, _):
            status = await permissions.authorizationStatus()
        }
        return apply(status, ticket: ticket, trigger: trigger)
    }

    private func takeTicket() -> Int {
        state.withLock { state in
            state.lastTicket += 1
            return state.lastTicket
        }
    }

    @discardableResult
    private func apply(_ status: AuthorizationStatus, ticket: Int, trigger: StatusRefreshTrigger) -> AuthorizationStatus
    {
        let change = state.withLock { state -> StatusChange? in
            guard ticket > state.appliedTicket else { return nil }
            state.appliedTicket = ticket
            guard state.status != status else { return nil }
            defer { state.status = status }
            return StatusChange(previous: state.status, current: status, trigger: trigger)
        }
        if let change { fanOut.post(change) }
        return status
    }

    /// Sends the user to the app's notification settings (never a private `App-Prefs:` URL; see
    /// `SettingsOpener`). The next foreground reads the status with trigger
    /// ``StatusRefreshTrigger/settingsReturn``, even when ``start()`` was not called. Returns whether
    /// the Settings app opened.
    public func openNotificationSettings() async -> Bool {
        observeForegrounds()
        state.withLock { $0.awaitingSettingsReturn = true }
        let opened = await settings.openNotificationSettings()
        if !opened { state.withLock { $0.awaitingSettingsReturn = false } }
        return opened
    }

    // MARK: Observing

    /// Every later change, in order. The stream ends when the monitor is released; cancelling the
    /// consuming task unregisters it.
    public func changes() -> AsyncStream<StatusChange> { fanOut.stream() }

    /// Calls `handler` with every later change while the returned observation is alive (keep it in the
    /// owner, and capture the owner weakly in `handler`, or use ``observe(_:_:)``).
    public func onChange(_ handler: @escaping @Sendable (StatusChange) -> Void) -> LifecycleObservation {
        let id = fanOut.add(deliver: handler)
        return LifecycleObservation { [weak fanOut] in fanOut?.remove(id) }
    }

    /// Calls `handler` with `owner` and every later change for as long as `owner` lives; the monitor
    /// holds `owner` weakly, so a screen that observes is released normally and stops being called.
    public func observe<Owner: AnyObject & Sendable>(
        _ owner: Owner,
        _ handler: @escaping @Sendable (Owner, StatusChange) -> Void
    ) {
        _ = fanOut.add(
            isAlive: { [weak owner] in owner != nil },
            deliver: { [weak owner] change in
                if let owner { handler(owner, change) }
            })
    }

    /// Observers still registered (live callbacks and open streams).
    package var observerCount: Int { fanOut.count }

    private func observeForegrounds() {
        let alreadyObserving = state.withLock { $0.foreground != nil }
        guard !alreadyObserving else { return }
        let lifecycle =
            switch source {
            case let .engine(environment): environment.lifecycle
            case let .ports(_, lifecycle): lifecycle
            }
        let observation = lifecycle.observeForeground { [weak self] in await self?.returnedToForeground() }
        let redundant = state.withLock { state -> LifecycleObservation? in
            guard state.foreground == nil else { return observation }
            state.foreground = observation
            return nil
        }
        redundant?.cancel()
    }

    private func returnedToForeground() async {
        await refresh(foregroundTrigger())
    }

    private func foregroundTrigger() -> StatusRefreshTrigger {
        let fromSettings = state.withLock { state in
            defer { state.awaitingSettingsReturn = false }
            return state.awaitingSettingsReturn
        }
        return fromSettings ? .settingsReturn : .foreground
    }
}
