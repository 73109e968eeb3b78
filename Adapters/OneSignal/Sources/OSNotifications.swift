@_spi(AdapterAuthoring) import PrimerCore

/// The completion of a permission request: `accepted` is whether notifications are allowed now. It runs
/// on the main thread.
public typealias OSUserResponseBlock = @MainActor @Sendable (_ accepted: Bool) -> Void

/// `OneSignal.Notifications`: the notification permission, the request for it and its observers, over the
/// device's one `SoftAskEngine` (no card: the app's call is the explicit accept).
///
/// An app uses the shared instance, `OneSignal.Notifications`, set up by `OneSignal.initialize`. A test
/// builds its own over a simulated device (``init(environment:)``, then ``start()``); a relaunch is a new
/// instance over the same device.
///
/// The synchronous reads (``permission``, ``permissionNative``, ``canRequestPermission``) answer from the
/// status the SDK saw last (at launch, on each return to the foreground, after each request), never
/// blocking the caller; before the first read they say "not determined".
public final class OSNotifications: Sendable {
    private struct State {
        var status: AuthorizationStatus?
        var statusObservation: LifecycleObservation?
        var running: [Int: Task<Void, Never>] = [:]
        var nextTaskID = 0
    }

    /// The SDK's own "asked before" flag, kept across launches under the vendor's key.
    static let hasPromptedKey = "OS_HAS_PROMPTED_FOR_NOTIFICATIONS_LAST"

    /// `requestPermission`'s view of the device's engine.
    let softAsk: SoftAsk
    /// `registerForProvisionalAuthorization`'s.
    private let provisionalAsk: SoftAsk
    private let monitor: PermissionStatusMonitor
    private let observers = PermissionObservers()
    private let state = LockedValue(State())

    /// An instance over `environment`; nothing is read until ``start()``.
    public init(environment: PlatformEnvironment) {
        softAsk = SoftAsk(policy: OneSignalPolicy.make(), environment: environment)
        provisionalAsk = SoftAsk(policy: OneSignalPolicy.makeProvisional(), environment: environment)
        monitor = PermissionStatusMonitor(environment: environment)
    }

    /// What `OneSignal.initialize` does for the shared instance: reads the status and from then on
    /// reads it again on every return to the foreground, telling the observers of each change.
    public func start() async {
        let observation = monitor.onChange { [weak self] change in
            guard let self, let permission = self.saw(change.current) else { return }
            self.track { @MainActor [observers] in observers.notify(permission) }
        }
        state.withLockReleasingAfterUnlock { state in
            defer { state.statusObservation = observation }
            return state.statusObservation
        }
        await monitor.start()
    }

    // MARK: Reading the permission

    /// Whether notifications can be shown: authorized, provisional or ephemeral.
    public var permission: Bool { state.withLock { $0.status?.allowsDelivery ?? false } }

    /// The permission in the vendor's five states.
    public var permissionNative: OSNotificationPermission {
        OSNotificationPermission(state.withLock { $0.status } ?? .notDetermined)
    }

    /// Whether ``requestPermission(_:)`` would still show the system prompt, as the SDK knows it: `false`
    /// once the SDK has asked (on this install, any launch) or the user has answered (denied,
    /// authorized, ephemeral). A provisional user can still be asked.
    public var canRequestPermission: Bool {
        let status = state.withLock { $0.status }
        let answered = status.map { $0 != .notDetermined && $0 != .provisional } ?? false
        return !(answered || hasPrompted)
    }

    // MARK: Asking

    /// Shows the system prompt when iOS still can (not determined, or provisional, upgraded to a full
    /// authorization); `block` hears whether notifications are allowed afterwards.
    public func requestPermission(_ block: OSUserResponseBlock?) {
        requestPermission(block, fallbackToSettings: false)
    }

    /// As ``requestPermission(_:)``; with `fallbackToSettings`, a user who denied notifications is sent to
    /// the app's notification settings instead (`block` hears `false` at once), and the status is read
    /// again when the app comes back.
    public func requestPermission(_ block: OSUserResponseBlock?, fallbackToSettings: Bool) {
        requestPermission(fallbackToSettings: fallbackToSettings) { outcome in block?(outcome.result == .granted) }
    }

    /// ``requestPermission(_:fallbackToSettings:)`` as an `async` call: returns what its completion hears.
    public func requestPermission(fallbackToSettings: Bool = false) async -> Bool {
        let outcome = await request(softAsk, fallbackToSettings: fallbackToSettings, markingPrompted: true)
        await deliver(outcome, to: nil)
        return outcome.result == .granted
    }

    /// The call behind ``requestPermission(_:fallbackToSettings:)``, its completion given the whole engine
    /// outcome instead of the Bool (what a conformance driver needs to name the outcome).
    @_spi(Conformance) public func requestPermission(
        fallbackToSettings: Bool, outcome completion: @escaping @MainActor @Sendable (PrimerOutcome) -> Void
    ) {
        markPrompted()
        track { [self] in
            let outcome = await request(softAsk, fallbackToSettings: fallbackToSettings, markingPrompted: false)
            await deliver(outcome, to: completion)
        }
    }

    /// Asks iOS for provisional authorization (quiet delivery, no prompt) when the user was never asked;
    /// otherwise changes nothing and `block` hears `true`, as the vendor's.
    public func registerForProvisionalAuthorization(_ block: OSUserResponseBlock?) {
        track { [self] in
            let outcome = await request(provisionalAsk, fallbackToSettings: false, markingPrompted: false)
            await deliver(outcome) { outcome in block?(outcome.requested ? outcome.result == .granted : true) }
        }
    }

    /// ``registerForProvisionalAuthorization(_:)`` as an `async` call: returns what its completion hears.
    public func registerForProvisionalAuthorization() async -> Bool {
        let outcome = await request(provisionalAsk, fallbackToSettings: false, markingPrompted: false)
        await deliver(outcome, to: nil)
        return outcome.requested ? outcome.result == .granted : true
    }

    // MARK: Observing

    /// Adds `observer` (held weakly); it hears every later change of ``permission``.
    public func addPermissionObserver(_ observer: any OSNotificationPermissionObserver) {
        observers.add(observer)
    }

    /// Removes `observer`.
    public func removePermissionObserver(_ observer: any OSNotificationPermissionObserver) {
        observers.remove(observer)
    }

    /// Waits until every call made so far has called back and every observer call it caused has run.
    public func waitUntilIdle() async {
        while let task = state.withLock({ $0.running.values.first }) {
            await task.value
        }
    }

    /// Stops reading the status on foregrounds and waits for the calls still running.
    @_spi(Conformance) public func stop() async {
        monitor.stop()
        state.withLockReleasingAfterUnlock { state in
            defer { state.statusObservation = nil }
            return state.statusObservation
        }
        await waitUntilIdle()
    }

    // MARK: Internals

    private var hasPrompted: Bool {
        if case .bool(true) = softAsk.environment.store.value(forKey: Self.hasPromptedKey) { return true }
        return false
    }

    private func markPrompted() {
        do {
            try softAsk.environment.store.setValue(.bool(true), forKey: Self.hasPromptedKey)
        } catch {
            softAsk.environment.diagnostics(
                Diagnostic(.warning, code: "store.writeFailed", "writing \(Self.hasPromptedKey): \(error)"))
        }
    }

    private func request(_ ask: SoftAsk, fallbackToSettings: Bool, markingPrompted: Bool) async -> PrimerOutcome {
        if markingPrompted { markPrompted() }
        return await ask.requestWithoutCard(settingsFallback: fallbackToSettings)
    }

    /// Records the status the outcome ends in, then on the main actor tells the observers of a change
    /// and calls `completion`, in that order (as the vendor's).
    private func deliver(
        _ outcome: PrimerOutcome, to completion: (@MainActor @Sendable (PrimerOutcome) -> Void)?
    ) async {
        let changed = saw(outcome.endStatus)
        await MainActor.run { [observers] in
            if let changed { observers.notify(changed) }
            completion?(outcome)
        }
    }

    /// Records `status` as the one the SDK saw last; the new ``permission`` when it changed (not on the
    /// first reading).
    private func saw(_ status: AuthorizationStatus) -> Bool? {
        state.withLock { state in
            let before = state.status
            state.status = status
            guard let before, before.allowsDelivery != status.allowsDelivery else { return nil }
            return status.allowsDelivery
        }
    }

    /// Runs `operation` as a tracked task, so ``waitUntilIdle()`` can wait for it.
    private func track(_ operation: @escaping @Sendable () async -> Void) {
        state.withLock { state in
            state.nextTaskID += 1
            let id = state.nextTaskID
            state.running[id] = Task { [weak self] in
                await operation()
                _ = self?.state.withLock { $0.running.removeValue(forKey: id) }
            }
        }
    }
}

extension OSNotifications {
    /// ``start()`` as a tracked task (``waitUntilIdle()`` waits for it): `OneSignal.initialize` cannot wait.
    func startInBackground() {
        track { [self] in await start() }
    }
}
