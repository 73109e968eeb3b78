import Foundation

/// One policy's view of a device's ``SoftAskEngine``: what an adapter holds to run primer attempts.
///
/// A `SoftAsk` is a value with no state of its own: make one per policy, per call if that is simpler.
/// Everything that must be one per device (the single request in flight, the card slot, the status
/// read from the system, the wait for the return from Settings) lives in the engine of
/// ``PlatformEnvironment/engine``, which every copy of an environment shares. So two adapters, or one
/// adapter with two policies, over the same device still ask iOS once and show one card at a time.
///
/// The throttle is the policy's own: its stamp lives in the environment's store under
/// ``ThrottlePolicy/storageKey``.
@_spi(AdapterAuthoring) public struct SoftAsk: Sendable {
    /// The rules applied to every attempt made through this value.
    public let policy: PrimerPolicy
    /// The ports the attempts use; its ``PlatformEnvironment/engine`` coordinates them.
    public let environment: PlatformEnvironment
    let emit: @Sendable (PrimerEvent) -> Void

    /// Attempts with `policy` over `environment`; `events` receives every canonical event synchronously,
    /// in order, on the engine's executor (keep it cheap: hand off to your analytics queue).
    public init(
        policy: PrimerPolicy, environment: PlatformEnvironment,
        events: @escaping @Sendable (PrimerEvent) -> Void = { _ in }
    ) {
        self.policy = policy
        self.environment = environment
        self.emit = events
    }

    /// The device's engine.
    public var engine: SoftAskEngine { environment.engine }

    // MARK: Queries

    /// The authorization status the engine knows: read from the system at most once per foreground and
    /// once after a request. `notDetermined` when the system did not answer in time and nothing was known
    /// (``PlatformEnvironment/engine``'s ``SoftAskEngine/statusReadTimeout``).
    public func currentStatus() async -> AuthorizationStatus {
        await engine.currentStatus(in: environment) ?? .notDetermined
    }

    /// Tells the engine that the status may have changed in a way it cannot see (the app asked iOS
    /// itself, or another SDK did): the next need reads it again.
    public func statusMayHaveChanged() async {
        await engine.statusMayHaveChanged()
    }

    /// Whether a throttle stamp younger than `period` exists (the policy's period when `nil`). It reads
    /// only the store and the clock, which are thread-safe ports, so it answers at once from any thread
    /// (ActiveReach's synchronous `isInCooldown(cooldownDays:)` needs that).
    public func isThrottled(period: TimeInterval? = nil) -> Bool {
        guard let period = period ?? policy.throttle.period, period.isFinite, period > 0 else { return false }
        let now = environment.clock.now
        guard
            let stamp = environment.store.date(
                forKey: policy.throttle.storageKey, now: now, maximumFuture: period,
                diagnostics: environment.diagnostics)
        else { return false }
        return now.timeIntervalSince(stamp) < period
    }

    /// Removes the throttle stamp, so the next decision is not throttled; synchronous for vendor APIs
    /// that reset at once (ActiveReach's `clearCooldown()`).
    public func clearThrottle() {
        do {
            try environment.store.removeValue(forKey: policy.throttle.storageKey)
        } catch {
            environment.diagnostics(Diagnostic(.warning, code: "store.writeFailed", "clearing the throttle: \(error)"))
        }
    }

    /// Whether the card may be shown now: status rules, then the throttle, then the on-screen check.
    public func decide() async -> PrimerDecision {
        await engine.decide(self)
    }

    // MARK: Attempts

    /// Begins an attempt now, in call order: call it synchronously where the app's call is made, then
    /// move it on with ``PrimerAttempt/run(_:)``, or ``PrimerAttempt/displayed()`` and
    /// ``PrimerAttempt/accept()`` / ``PrimerAttempt/decline(_:)``. Its events carry its id.
    ///
    /// With `previous`, its moves also run after every move already called on `previous`: for vendor
    /// APIs that process card actions in call order across cards (ActiveReach's `displayed` of the next
    /// card after the Allow of the last one).
    ///
    /// With `events`, the attempt's events go to it instead of this value's sink: the state of the
    /// vendor call that began the attempt travels in the closure, so no event has to be joined back to
    /// its call by id.
    public func beginAttempt(
        campaignId: String? = nil, after previous: PrimerAttempt? = nil,
        events: (@Sendable (PrimerEvent) -> Void)? = nil
    ) -> PrimerAttempt {
        let (id, turn) = engine.attempts.withLock { $0.next() }
        return PrimerAttempt(
            id: id, campaignId: campaignId, ask: self, events: events ?? emit, turn: turn, after: previous)
    }

    // MARK: Engine-presented cards

    /// Runs a whole attempt: decides, shows `card` through the environment's presenter, and resolves the
    /// user's answer. A second call while a card of this device is on screen is suppressed with
    /// ``SuppressionReason/alreadyOnScreen``.
    public func run(_ card: PrimerCard) async -> PrimerOutcome {
        await engine.run(card, self)
    }

    // MARK: Cards the app presents itself

    // They are attempts (``beginAttempt(campaignId:after:events:)``, then ``PrimerAttempt/displayed()`` and
    // ``PrimerAttempt/accept()`` / ``PrimerAttempt/decline(_:)``), so each holds the card slot, is ordered
    // and carries its id; only the card-less request stays here.

    /// A permission request the app makes without a card (its own button is the explicit accept):
    /// requests when iOS can still prompt and registers per the policy. A denied user is sent to Settings
    /// only with `settingsFallback` and when the policy offers Settings (the vendor's own "Open Settings"
    /// alert is the offer, as in OneSignal's `requestPermission(fallbackToSettings: true)`); the status is
    /// then read again on the return, as after a card's redirect. Without it, never opens Settings.
    ///
    /// With a `settingsAlert` (the vendor's alert as a card: its accept label is "Open Settings"), the
    /// engine shows it through the environment's presenter before sending a denied user to Settings, and
    /// opens Settings only when it is accepted; any other answer ends the attempt denied, nothing requested.
    public func requestWithoutCard(
        campaignId: String? = nil, settingsFallback: Bool = false, settingsAlert: PrimerCard? = nil
    ) async -> PrimerOutcome {
        await engine.accept(
            campaignId: campaignId, tapped: false, settingsFallback: settingsFallback, settingsAlert: settingsAlert,
            self)
    }

    // MARK: The policy's throttle stamp

    func stamp(_ moment: ThrottleMoment) {
        guard policy.throttle.period != nil, policy.throttle.stampedOn.contains(moment) else { return }
        do {
            try environment.store.setDate(environment.clock.now, forKey: policy.throttle.storageKey)
        } catch {
            environment.diagnostics(
                Diagnostic(
                    .warning, code: "store.writeFailed",
                    "writing the throttle stamp on \(moment.rawValue): \(error)"))
        }
    }

    func restoreStamp(_ previous: StoredValue?) {
        guard policy.throttle.period != nil, policy.throttle.stampedOn.contains(.shown) else { return }
        do {
            if let previous {
                try environment.store.setValue(previous, forKey: policy.throttle.storageKey)
            } else {
                try environment.store.removeValue(forKey: policy.throttle.storageKey)
            }
        } catch {
            environment.diagnostics(
                Diagnostic(.warning, code: "store.writeFailed", "restoring the throttle stamp: \(error)"))
        }
    }
}
