import Foundation
@_spi(AdapterAuthoring) import PrimerCore

/// What a `SimulatedDevice` models, apart from the handle a test holds: the permission as iOS keeps it,
/// the scripted user, the trace, the running process's engine and foreground observers. The ports hold
/// this, never the device, so a foreground handler that captures an environment (the engine's wait for
/// the return from Settings does) keeps this alive but not the device; when the test lets go of the device,
/// its process ends (`endProcess()`), which drops those handlers and frees both.
final class SimulatedSystem: Sendable {
    struct State {
        var status: AuthorizationStatus
        var user: ScriptedUser
        var registration: RegistrationScript
        var requestFailure: String?
        var storeWriteFailure: String?
        var settingsAvailable = true
        var systemVersion = (major: 18, minor: 0)
        var settingsDestinations: [SettingsDestination] = []
        /// Everything observable so far, in order (``DeviceTrace``).
        var trace: [TraceEntry] = []
        var diagnostics: [Diagnostic] = []
        var statusReads = 0
        var statusReadsHang = false
        var heldStatusReads: [Int: CheckedContinuation<Void, Never>] = [:]
        var nextHeldRead = 0
        /// Deadlines waiting for a read to be held (see ``waitUntilAReadIsHeld()``).
        var deadlinesWaiting: [Int: OneShotGate] = [:]
        /// The running process's engine: one per process, as the live `SoftAskEngine.live` is, until
        /// a relaunch or reinstall ends the process.
        var engine: SoftAskEngine?
        /// The running process's spawner: every adapter of the process starts its fire-and-forget work
        /// through it; a relaunch or reinstall starts a new one, as the killed process's work dies with it.
        var spawner = TrackedTasks()
    }

    let state: LockedValue<State>
    /// The app's foreground observers; a relaunch, a reinstall or the end of the device drops them with
    /// the process.
    let foreground = ForegroundSignal()

    init(_ state: State) { self.state = LockedValue(state) }

    /// The process ends: its engine, spawner and foreground observers go (the disk and the OS status
    /// stay).
    func endProcess() {
        state.withLock { $0.spawner = TrackedTasks() }
        // The engine's own foreground observation ends when it goes: released after the unlock.
        state.withLockReleasingAfterUnlock { state in
            defer { state.engine = nil }
            return state.engine
        }
        foreground.removeAll()
    }

    func readStatus() async -> AuthorizationStatus {
        let (hangs, id) = state.withLock { state in
            state.statusReads += 1
            state.nextHeldRead += 1
            return (state.statusReadsHang, state.nextHeldRead)
        }
        if hangs { await holdRead(id) }
        return state.withLock { $0.status }
    }

    /// Suspends a hanging read until `SimulatedDevice.statusReadsHang` is cleared or the reading task is cancelled.
    private func holdRead(_ id: Int) async {
        await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                let (answerNow, deadlines) = state.withLock { state -> (Bool, [OneShotGate]) in
                    guard state.statusReadsHang, !Task.isCancelled else { return (true, []) }
                    state.heldStatusReads[id] = continuation
                    defer { state.deadlinesWaiting.removeAll() }
                    return (false, Array(state.deadlinesWaiting.values))
                }
                if answerNow { continuation.resume() }
                for deadline in deadlines { deadline.open() }
            }
        } onCancel: {
            state.withLock { $0.heldStatusReads.removeValue(forKey: id) }?.resume()
        }
    }

    /// Whether reads hang now (what the simulated deadline waits on).
    var statusReadsHangNow: Bool { state.withLock { $0.statusReadsHang } }

    /// Returns once a status read is held (at once if one is), or throws `CancellationError` when the
    /// waiting task is cancelled first. The simulated deadline passes only then, so the read it races has
    /// reached the system (and been counted) before the engine drops it: a deadline that passed before the
    /// read's task ever ran left that read to start later, counted in whatever step the scheduler ran it.
    func waitUntilAReadIsHeld() async throws {
        let gate = OneShotGate()
        let id = state.withLock { state -> Int? in
            guard state.heldStatusReads.isEmpty else { return nil }
            state.nextHeldRead += 1
            state.deadlinesWaiting[state.nextHeldRead] = gate
            return state.nextHeldRead
        }
        guard let id else { return }
        await withTaskCancellationHandler {
            await gate.wait()
        } onCancel: {
            gate.open()
        }
        state.withLock { _ = $0.deadlinesWaiting.removeValue(forKey: id) }
        try Task.checkCancellation()
    }

    func request(options: AuthorizationOptions) async throws -> Bool {
        // Let concurrent callers interleave, as the real async API does.
        await Task.yield()
        let (granted, failure) = state.withLock { state -> (Bool, String?) in
            state.trace.append(.system(.requestAuthorization(options)))
            if let failure = state.requestFailure { return (false, failure) }
            return (Self.resolveRequest(&state, options: options), nil)
        }
        if let failure { throw SimulatedRequestError(description: failure) }
        return granted
    }

    private static func resolveRequest(_ state: inout State, options: AuthorizationOptions) -> Bool {
        let quiet = options.contains(.provisional)
        switch state.status {
        case .notDetermined where quiet:
            state.status = .provisional
            return true
        case .notDetermined:
            return showPrompt(&state)
        case .provisional where !quiet:
            return showPrompt(&state)
        case .provisional, .authorized, .ephemeral:
            return true
        case .denied:
            return false
        }
    }

    private static func showPrompt(_ state: inout State) -> Bool {
        let answer = state.user.nextPromptAnswer()
        state.trace.append(.system(.promptShown(answer: answer)))
        state.status = answer == .allow ? .authorized : .denied
        return answer == .allow
    }

    func register() async throws -> DeviceToken {
        await Task.yield()
        let script = state.withLock { state in
            state.trace.append(.system(.registerForRemoteNotifications))
            return state.registration
        }
        switch script {
        case let .token(token): return token
        case let .failure(message): throw SimulatedRegistrationError(description: message)
        }
    }

    func unregister() {
        state.withLock { $0.trace.append(.system(.unregisterForRemoteNotifications)) }
    }

    func openSettings() -> Bool {
        state.withLock { state in
            guard state.settingsAvailable else { return false }
            state.trace.append(.system(.settingsOpened))
            state.settingsDestinations.append(
                SettingsDestination.preferred(
                    systemMajor: state.systemVersion.major,
                    minor: state.systemVersion.minor))
            switch state.user.inSettings {
            case .leave: break
            case .enable: state.status = .authorized
            case .disable: state.status = .denied
            }
            return true
        }
    }

    func present(_ card: PrimerCard) async -> CardAnswer {
        await Task.yield()
        return state.withLock { state in
            let answer = state.user.nextCardAnswer()
            if answer != .failedToPresent { state.trace.append(.system(.cardShown(campaignId: card.campaignId))) }
            return answer
        }
    }

    func observeForeground(_ handler: @escaping @Sendable () async -> Void) -> LifecycleObservation {
        foreground.observeForeground(handler)
    }

    func record(_ diagnostic: Diagnostic) {
        state.withLock { $0.diagnostics.append(diagnostic) }
    }
}
