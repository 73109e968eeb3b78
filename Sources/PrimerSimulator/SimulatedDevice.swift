import Foundation
@_spi(AdapterAuthoring) import PrimerCore

/// A deterministic model of one iPhone with one app installed: the app's notification permission as iOS
/// keeps it, the scripted user in front of it, the app's disk, a manual clock and a trace of every
/// system-level call. ``environment`` hands the app (or an adapter under test) the ports it would get
/// on a device.
///
/// The model:
/// - `requestAuthorization` shows the prompt only from `notDetermined`, or from `provisional` when the
///   options omit `.provisional`; with `.provisional` from `notDetermined` it grants quietly; denied
///   answers `false`, authorized and ephemeral answer `true`, all without a prompt. "Don't Allow" on an
///   upgrade prompt from provisional leaves the user denied.
/// - The status changes otherwise only in Settings (`openNotificationSettings` applies the scripted
///   user's ``ScriptedUser/inSettings``; ``changeInSettings(to:)`` flips it directly).
/// - Registration yields the scripted token or error whatever the permission.
/// - ``relaunch()`` ends the process: foreground observers are gone; the disk and the OS status stay.
///   ``reinstall()`` wipes both. Time moves only through ``clock``.
///
/// Letting go of the device ends its process as ``relaunch()`` does: the ports and the handlers the app
/// registered keep only what they need to answer, so nothing an adapter captured keeps the device alive.
public final class SimulatedDevice: Sendable {
    /// Everything the ports reach (they hold it, not the device).
    private let system: SimulatedSystem
    private var state: LockedValue<SimulatedSystem.State> { system.state }
    private var foreground: ForegroundSignal { system.foreground }
    /// The app's disk, one of the stores an app can ship with: survives ``relaunch()`` (which opens its
    /// store afresh), wiped by ``reinstall()``.
    public let disk: DeviceDisk
    /// The simulated wall clock.
    public let clock: ManualClock

    /// Creates a device whose app starts in `status`, in front of `user`, with `disk` (in memory unless
    /// given).
    public init(
        status: AuthorizationStatus = .notDetermined, user: ScriptedUser = ScriptedUser(),
        registration: RegistrationScript = .deterministicToken(), clock: ManualClock = ManualClock(),
        disk: DeviceDisk = DeviceDisk()
    ) {
        system = SimulatedSystem(SimulatedSystem.State(status: status, user: user, registration: registration))
        self.clock = clock
        self.disk = disk
    }

    deinit { system.endProcess() }

    /// The ports an app on this device gets; the presenter is the scripted user answering cards. Every
    /// environment of one process shares the process's `SoftAskEngine` and spawner; ``relaunch()`` and
    /// ``reinstall()`` start a new one, as a new process would.
    public var environment: PlatformEnvironment {
        PlatformEnvironment(
            permissions: SimulatedPermissionCenter(system: system),
            registrar: SimulatedRegistrar(system: system),
            settings: SimulatedSettings(system: system),
            lifecycle: SimulatedLifecycle(system: system),
            store: SimulatedDisk(disk: disk, system: system), clock: clock,
            presenter: SimulatedCardPresenter(system: system),
            diagnostics: { [system] diagnostic in system.record(diagnostic) },
            engine: processEngine(), spawner: state.withLock { $0.spawner })
    }

    /// The engine of the running process, made on first use. Its status-read deadline passes only when
    /// the test scripts hanging reads (``statusReadsHang``), so no read ever times out by accident on a
    /// loaded machine.
    private func processEngine() -> SoftAskEngine {
        state.withLock { [system] state in
            if let engine = state.engine { return engine }
            let engine = SoftAskEngine(timer: SimulatedStatusDeadline(system: system))
            state.engine = engine
            return engine
        }
    }

    // MARK: What the test controls

    /// The permission as iOS holds it now.
    public var status: AuthorizationStatus { state.withLock { $0.status } }

    /// The scripted user (answers still to come included).
    public var user: ScriptedUser {
        get { state.withLock { $0.user } }
        set { state.withLock { $0.user = newValue } }
    }

    /// What the next registrations yield.
    public var registration: RegistrationScript {
        get { state.withLock { $0.registration } }
        set { state.withLock { $0.registration = newValue } }
    }

    /// When set, `requestAuthorization` throws an error with this description (and shows no prompt).
    public var requestFailure: String? {
        get { state.withLock { $0.requestFailure } }
        set { state.withLock { $0.requestFailure = newValue } }
    }

    /// When set, every write the app makes to its disk (``SimulatedDisk``) throws
    /// `StoreError.writeFailed` with this reason and leaves the disk as it was.
    public var storeWriteFailure: String? {
        get { state.withLock { $0.storeWriteFailure } }
        set { state.withLock { $0.storeWriteFailure = newValue } }
    }

    /// Whether the system stops answering status reads: each read waits until the app stops waiting for
    /// it (the engine's deadline, which passes at once while this is `true`, and the engine then drops
    /// the read) or until this is set back to `false`, when it answers the status as it is then. Models a
    /// blocked `notificationSettings()` call. Every read is counted in ``statusReads``.
    public var statusReadsHang: Bool {
        get { state.withLock { $0.statusReadsHang } }
        set {
            let released = state.withLock { state -> [CheckedContinuation<Void, Never>] in
                state.statusReadsHang = newValue
                guard !newValue else { return [] }
                defer { state.heldStatusReads.removeAll() }
                return Array(state.heldStatusReads.values)
            }
            for continuation in released { continuation.resume() }
        }
    }

    /// Whether the Settings app can be opened (`false` models `UIApplication.open` answering `false`).
    public var settingsAvailable: Bool {
        get { state.withLock { $0.settingsAvailable } }
        set { state.withLock { $0.settingsAvailable = newValue } }
    }

    /// The iOS version the device runs (18.0 unless set): it decides which Settings page an opening
    /// shows, see ``settingsDestinations``.
    public var systemVersion: (major: Int, minor: Int) {
        get { state.withLock { $0.systemVersion } }
        set { state.withLock { $0.systemVersion = newValue } }
    }

    /// The user changes the permission in Settings while the app is in the background.
    public func changeInSettings(to status: AuthorizationStatus) {
        state.withLock { $0.status = status }
    }

    /// The app comes back to the foreground: every live observer runs, in registration order, and this
    /// call returns once all of them have finished (deterministic, no waiting for time).
    public func returnToForeground() async {
        state.withLock { $0.trace.append(.system(.foreground)) }
        await foreground.fire()
    }

    /// The process is killed and started again: foreground observers are gone, the disk, the OS status
    /// and the clock stay. Build fresh adapters over ``environment`` afterwards, as a new process would.
    public func relaunch() {
        state.withLock { $0.trace.append(.system(.relaunch)) }
        system.endProcess()
        disk.reopen()
    }

    /// The app is deleted and installed again: disk wiped, permission back to `notDetermined`.
    public func reinstall() {
        disk.removeAll()
        state.withLock { state in
            state.trace.append(.system(.reinstall))
            state.status = .notDetermined
        }
        system.endProcess()
    }

    // MARK: What the test observes

    /// Every system-level call so far, in order (the ``TraceKind/system`` entries of ``deviceTrace``).
    public var trace: [SystemCall] {
        state.withLock { $0.trace }.compactMap { if case let .system(call) = $0 { call } else { nil } }
    }

    /// Everything an app or its user could observe so far, in order: the system calls, the writes and
    /// removes that reached ``disk`` through the app's store, and what was recorded through
    /// ``traceRecorder`` (calls into the app's code, vendor analytics, canonical events).
    public var deviceTrace: DeviceTrace { DeviceTrace(state.withLock { $0.trace }) }

    /// Appends to ``deviceTrace`` from a callback the app registered, without keeping this device alive.
    public var traceRecorder: TraceRecorder { TraceRecorder(system: system) }

    /// How many times the system prompt was on screen.
    public var promptsShown: Int { trace.filter { if case .promptShown = $0 { true } else { false } }.count }

    /// How many times `requestAuthorization` was called.
    public var requests: Int { trace.filter { if case .requestAuthorization = $0 { true } else { false } }.count }

    /// How many primer cards reached the screen.
    public var cardsShown: Int { trace.filter { if case .cardShown = $0 { true } else { false } }.count }

    /// How many times APNs registration was asked for.
    public var registrations: Int { trace.filter { $0 == .registerForRemoteNotifications }.count }

    /// How many times the app's notification settings were opened.
    public var settingsOpened: Int { trace.filter { $0 == .settingsOpened }.count }

    /// Which Settings page each opening showed, in order: the app's notification settings where
    /// ``systemVersion`` offers that link (15.4 and later), else the app's settings page, the choice the
    /// core's `SettingsDestination` makes for the live opener.
    public var settingsDestinations: [SettingsDestination] { state.withLock { $0.settingsDestinations } }

    /// How many times the app read the authorization status.
    public var statusReads: Int { state.withLock { $0.statusReads } }

    /// Diagnostics the app reported through the environment.
    public var diagnostics: [Diagnostic] { state.withLock { $0.diagnostics } }

    /// Returns once every task the running process started through ``environment``'s spawner before this
    /// call, and every task those started through it, has finished: the work a step caused is then done,
    /// as a fact. Every adapter of the process shares the spawner; a killed process's work is not waited
    /// for. A task waiting on something the test holds (a card, a permission request) keeps this
    /// waiting until the test lets go.
    public func waitUntilIdle() async {
        await state.withLock { $0.spawner }.waitUntilIdle()
    }

    /// How many ``waitUntilIdle()`` calls are waiting now (a test forces an order with it).
    public var idleWaiters: Int { state.withLock { $0.spawner }.waitingCount }

    /// How many tasks the running process has started through its spawner so far.
    public var spawnedTasks: Int { state.withLock { $0.spawner }.spawnedCount }

    /// Number of foreground observers alive in the current process.
    public var foregroundObservers: Int { foreground.observerCount }

    /// Forgets the trace (``deviceTrace`` too) and diagnostics (the device state stays).
    public func clearTrace() {
        state.withLock { state in
            state.trace.removeAll()
            state.diagnostics.removeAll()
            state.settingsDestinations.removeAll()
        }
    }

}
