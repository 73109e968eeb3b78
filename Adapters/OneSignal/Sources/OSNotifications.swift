@_spi(AdapterAuthoring) import PrimerCore

/// The completion of a permission request: `accepted` is whether notifications are allowed now. It runs
/// on the main thread. A plain closure, as the vendor's block is: a non-isolated class may forward its
/// own completion through it.
public typealias OSUserResponseBlock = (_ accepted: Bool) -> Void

/// `OneSignal.Notifications`: the notification permission, the request for it and its observers, over the
/// device's one `SoftAskEngine` (no card: the app's call is the explicit accept).
///
/// An app uses the shared instance, `OneSignal.Notifications`, set up by `OneSignal.initialize`. A test
/// builds its own over a simulated device (``init(environment:settingsFallbackMessage:)``, then
/// ``start()``); a relaunch is a new instance over the same device.
///
/// The synchronous reads (``permission``, ``permissionNative``, ``canRequestPermission``) answer from the
/// status the SDK saw last (at launch, on each return to the foreground, after each request), never
/// blocking the caller; before the first read they say "not determined".
public final class OSNotifications: Sendable {
    private struct State {
        var status: AuthorizationStatus?
        /// The permission the observers last heard (the vendor's persisted "from" state).
        var delivered: Bool
        var statusObservation: LifecycleObservation?
    }

    /// The alert's message when the app gives none (the vendor reads `Onesignal_settings_fallback_message`
    /// from the app's Info.plist): the vendor's own sentence, in English.
    public static let defaultSettingsFallbackMessage =
        "You currently have notifications turned off for this application. You can open Settings to re-enable them"

    /// `requestPermission`'s view of the device's engine.
    let softAsk: SoftAsk
    /// `registerForProvisionalAuthorization`'s.
    private let provisionalAsk: SoftAsk
    private let monitor: PermissionStatusMonitor
    private let observers = PermissionObservers()
    private let state: LockedValue<State>
    /// Starts the calls and observer notifications, and knows when they are done (``waitUntilIdle()``).
    private let calls: any TaskSpawner
    private let stored: PermissionStateStore
    /// `OneSignal.User.pushSubscription` over this instance: told of every status and token it sees.
    package let pushSubscription: OSPushSubscription
    /// The alert `requestPermission(_:fallbackToSettings: true)` shows a denied user.
    let settingsAlert: PrimerCard

    /// An instance over `environment`; nothing is read until ``start()``. `settingsFallbackMessage` is the
    /// Settings alert's message (``defaultSettingsFallbackMessage`` when `nil`).
    public init(environment: PlatformEnvironment, settingsFallbackMessage: String? = nil) {
        softAsk = SoftAsk(policy: OneSignalPolicy.make(), environment: environment)
        calls = environment.spawner
        provisionalAsk = SoftAsk(policy: OneSignalPolicy.makeProvisional(), environment: environment)
        monitor = PermissionStatusMonitor(environment: environment)
        stored = PermissionStateStore(environment: environment)
        state = LockedValue(State(delivered: stored.lastPermission))
        pushSubscription = OSPushSubscription(stored: stored)
        settingsAlert = PrimerCard(
            title: "Open Settings", message: settingsFallbackMessage ?? Self.defaultSettingsFallbackMessage,
            acceptLabel: "Open Settings", declineLabel: "Cancel")
        pushSubscription.attach(to: self)
    }

    /// What `OneSignal.initialize` does for the shared instance: reads the status and from then on
    /// reads it again on every return to the foreground, telling the observers of each change.
    public func start() async {
        let observation = monitor.onChange { [weak self] change in
            guard let self else { return }
            let heard = self.saw(change.current)
            let subscriptionChange = self.pushSubscription.sawPermission(change.current.allowsDelivery)
            guard !heard.isEmpty || subscriptionChange != nil else { return }
            self.calls.spawn { @MainActor [observers, pushSubscription] in
                for permission in heard { observers.notify(permission) }
                if let subscriptionChange { pushSubscription.tell(subscriptionChange) }
            }
        }
        state.withLockReleasingAfterUnlock { state in
            defer { state.statusObservation = observation }
            return state.statusObservation
        }
        await monitor.start()
        await registerIfAccepted()
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
        let answered = status.map(PermissionStateStore.answered) ?? false
        return !(answered || stored.hasPrompted)
    }

    // MARK: Asking

    /// Shows the system prompt when iOS still can (not determined, or provisional, upgraded to a full
    /// authorization); `block` hears whether notifications are allowed afterwards.
    public func requestPermission(_ block: OSUserResponseBlock?) {
        requestPermission(block, fallbackToSettings: false)
    }

    /// As ``requestPermission(_:)``; with `fallbackToSettings`, a user who denied notifications is shown the
    /// SDK's alert instead ("Open Settings" / "Cancel", through the environment's presenter): `block` hears
    /// `false` when a button is tapped, "Open Settings" opens the app's notification settings, and the
    /// status is read again when the app comes back.
    public func requestPermission(_ block: OSUserResponseBlock?, fallbackToSettings: Bool) {
        let completion = block.map(MainQueueCompletion.init)
        requestPermission(fallbackToSettings: fallbackToSettings) { outcome in
            completion?.call(outcome.result == .granted)
        }
    }

    /// ``requestPermission(_:fallbackToSettings:)`` as an `async` call: returns what its completion hears.
    public func requestPermission(fallbackToSettings: Bool = false) async -> Bool {
        let outcome = await request(softAsk, fallbackToSettings: fallbackToSettings, markingPrompted: true)
        await deliver(outcome, to: nil)
        return outcome.result == .granted
    }

    /// The call behind ``requestPermission(_:fallbackToSettings:)``, its completion given the whole engine
    /// outcome instead of the Bool (what a conformance driver needs to name the outcome).
    package func requestPermission(
        fallbackToSettings: Bool, outcome completion: @escaping @MainActor @Sendable (PrimerOutcome) -> Void
    ) {
        markPrompted()
        calls.spawn { [self] in
            let outcome = await request(softAsk, fallbackToSettings: fallbackToSettings, markingPrompted: false)
            await deliver(outcome, to: completion)
        }
    }

    /// Asks iOS for provisional authorization (quiet delivery, no prompt) when the user was never asked;
    /// otherwise changes nothing and `block` hears `true`, as the vendor's.
    public func registerForProvisionalAuthorization(_ block: OSUserResponseBlock?) {
        let completion = block.map(MainQueueCompletion.init)
        calls.spawn { [self] in
            let outcome = await request(provisionalAsk, fallbackToSettings: false, markingPrompted: false)
            await deliver(outcome) { outcome in
                completion?.call(outcome.requested ? outcome.result == .granted : true)
            }
        }
    }

    /// ``registerForProvisionalAuthorization(_:)`` as an `async` call: returns what its completion hears.
    public func registerForProvisionalAuthorization() async -> Bool {
        let outcome = await request(provisionalAsk, fallbackToSettings: false, markingPrompted: false)
        await deliver(outcome, to: nil)
        return outcome.requested ? outcome.result == .granted : true
    }

    // MARK: Observing

    /// Adds `observer` (held weakly); it hears every later change of ``permission``, and at once a change
    /// the observers have not heard yet (one made while the app was not running), as the vendor's.
    public func addPermissionObserver(_ observer: any OSNotificationPermissionObserver) {
        observers.add(observer)
        guard let status = state.withLock({ $0.status }) else { return }
        let heard = saw(status)
        guard !heard.isEmpty else { return }
        calls.spawn { @MainActor [observers] in
            for permission in heard { observers.notify(permission) }
        }
    }

    /// Removes `observer`.
    public func removePermissionObserver(_ observer: any OSNotificationPermissionObserver) {
        observers.remove(observer)
    }

    /// Waits until every call made so far has called back and every observer call it caused has run (the
    /// environment's spawner's work: other adapters' over the same environment too).
    public func waitUntilIdle() async {
        await calls.waitUntilIdle()
    }

    /// Stops reading the status on foregrounds and waits for the calls still running.
    package func stop() async {
        monitor.stop()
        state.withLockReleasingAfterUnlock { state in
            defer { state.statusObservation = nil }
            return state.statusObservation
        }
        await waitUntilIdle()
    }

    // MARK: Internals

    private func markPrompted() { stored.markPrompted() }

    private func request(_ ask: SoftAsk, fallbackToSettings: Bool, markingPrompted: Bool) async -> PrimerOutcome {
        if markingPrompted { markPrompted() }
        return await ask.requestWithoutCard(settingsFallback: fallbackToSettings, settingsAlert: settingsAlert)
    }

    /// Records the status the outcome ends in, then on the main actor calls `completion` and tells the
    /// permission observers of a change, in that order (as the vendor's 5.0.x: its response block runs
    /// before the permission state fires its observers), then the push subscription's observers of the
    /// permission, then of the token the request registered.
    private func deliver(
        _ outcome: PrimerOutcome, to completion: (@MainActor @Sendable (PrimerOutcome) -> Void)?
    ) async {
        let heard = saw(outcome.endStatus)
        let subscriptionChange = pushSubscription.sawPermission(outcome.endStatus.allowsDelivery)
        await MainActor.run { [observers, pushSubscription] in
            completion?(outcome)
            for permission in heard { observers.notify(permission) }
            if let subscriptionChange { pushSubscription.tell(subscriptionChange) }
        }
        guard case let .registered(token)? = outcome.registration, let change = pushSubscription.sawToken(token)
        else { return }
        await MainActor.run { [pushSubscription] in pushSubscription.tell(change) }
    }

    /// Records `status` as the one the SDK saw last; what the observers hear of it, in order, when it changes
    /// what they last heard and there is an observer to tell (then it is stored as heard, as the vendor
    /// stores its "from" state only when a receiver got it). A provisional user who becomes authorized or
    /// ephemeral is told `false` then `true`: the vendor's state drops provisional before it records the
    /// grant, and each of its setters fires the observers.
    private func saw(_ status: AuthorizationStatus) -> [Bool] {
        let permission = status.allowsDelivery
        let heard = state.withLock { state -> [Bool] in
            let previous = state.status
            state.status = status
            guard observers.hasAny else { return [] }
            if previous == .provisional, status != .provisional, permission, state.delivered {
                return [false, true]
            }
            guard state.delivered != permission else { return [] }
            state.delivered = permission
            return [permission]
        }
        if !heard.isEmpty { stored.heard(status) }
        return heard
    }

    /// The launch's registration for a push token when the user has accepted notifications (authorized or
    /// ephemeral, not provisional), as the vendor's SDK registers at every start; the token reaches the push
    /// subscription. A failure is left for the next request or launch to retry, as the vendor's.
    private func registerIfAccepted() async {
        guard let status = state.withLock({ $0.status }), status == .authorized || status == .ephemeral else {
            return
        }
        guard let token = try? await softAsk.environment.registrar.registerForRemoteNotifications(),
            let change = pushSubscription.sawToken(token.hex)
        else { return }
        await MainActor.run { [pushSubscription] in pushSubscription.tell(change) }
    }
}

extension OSNotifications {
    /// Tells the push subscription's observers of `change` on the main actor, as a tracked task.
    func tellSubscriptionObservers(_ change: OSPushSubscriptionChangedState) {
        calls.spawn { @MainActor [pushSubscription] in pushSubscription.tell(change) }
    }

    /// ``start()`` as a tracked task (``waitUntilIdle()`` waits for it): `OneSignal.initialize` cannot wait.
    func startInBackground() {
        calls.spawn { [self] in await start() }
    }
}
