import Foundation

/// The one owner of the one system prompt. Every adapter drives a primer through this engine; none
/// calls the permission center itself.
///
/// Promises (checked for every adapter by the conformance suite):
/// 1. The system request is sent only after an explicit accept (``accept(campaignId:)``, an accepted
///    card in ``run(_:)``, or the app's own call to ``requestWithoutCard(campaignId:)``), and only from a
///    status where iOS can show the prompt: `notDetermined`, or `provisional` when upgrading (the request
///    then omits `.provisional`). Denied, authorized and ephemeral users are never sent a request, except
///    a denied user under ``DeniedHandling/openSettingsAndRequest``, for whom iOS answers without a prompt.
/// 2. At most one attempt is resolved at a time: concurrent accepts and double taps join the attempt in
///    flight and get its outcome; a second ``run(_:)`` while a card is on screen is suppressed.
/// 3. Every attempt ends in exactly one ``PrimerOutcome``; its events are emitted once, in order.
/// 4. Throttle stamps are written before the outcome is reported; unreadable, foreign or far-future
///    stamps read as "no stamp" (reported as diagnostics), and a clock moved backwards delays the card by
///    at most twice the throttle period.
/// 5. A denied user who accepts is sent to the app's notification settings (or never shown the card);
///    when the app next returns to the foreground, the status is read again and reported as
///    ``PrimerEventName/settingsReturned``.
public actor SoftAskEngine {
    /// The rules this engine applies.
    public nonisolated let policy: PrimerPolicy
    private let environment: PlatformEnvironment
    private let emit: @Sendable (PrimerEvent) -> Void
    private let slot: CardSlot
    private var inFlight: Task<PrimerOutcome, Never>?
    private var inFlightID = 0
    private var settingsReturn: LifecycleObservation?

    /// Creates an engine over `environment`; `events` receives every canonical event synchronously, in
    /// order, on the engine's executor (keep it cheap: hand off to your analytics queue).
    public init(policy: PrimerPolicy, environment: PlatformEnvironment,
                events: @escaping @Sendable (PrimerEvent) -> Void = { _ in }) {
        self.init(policy: policy, environment: environment, cardSlot: CardSlot(), events: events)
    }

    /// Creates an engine whose card shares `cardSlot` with other engines: while any of them shows a
    /// card, the others suppress theirs with ``SuppressionReason/alreadyOnScreen``.
    public init(policy: PrimerPolicy, environment: PlatformEnvironment, cardSlot: CardSlot,
                events: @escaping @Sendable (PrimerEvent) -> Void = { _ in }) {
        self.policy = policy
        self.environment = environment
        self.slot = cardSlot
        self.emit = events
    }

    // MARK: Queries

    /// The current authorization status.
    public func currentStatus() async -> AuthorizationStatus {
        await environment.permissions.authorizationStatus()
    }

    /// Whether a throttle stamp younger than `period` exists (the policy's period when `nil`).
    public func isThrottled(period: TimeInterval? = nil) -> Bool {
        throttleIsRunning(period: period)
    }

    /// ``isThrottled(period:)`` without a hop onto the engine, for vendor APIs that answer synchronously
    /// (ActiveReach's `isInCooldown(cooldownDays:)`). It reads only the store and the clock, which are
    /// thread-safe ports, so it is safe from any thread.
    public nonisolated func throttleIsRunning(period: TimeInterval? = nil) -> Bool {
        guard let period = period ?? policy.throttle.period, period.isFinite, period > 0 else { return false }
        let now = environment.clock.now
        guard let stamp = environment.store.date(forKey: policy.throttle.storageKey, now: now, maximumFuture: period,
                                                 diagnostics: environment.diagnostics) else { return false }
        return now.timeIntervalSince(stamp) < period
    }

    /// Removes the throttle stamp, so the next decision is not throttled.
    public func clearThrottle() {
        removeThrottleStamp()
    }

    /// ``clearThrottle()`` without a hop onto the engine, for vendor APIs that reset synchronously
    /// (ActiveReach's `clearCooldown()`); the store is a thread-safe port.
    public nonisolated func removeThrottleStamp() {
        do {
            try environment.store.removeValue(forKey: policy.throttle.storageKey)
        } catch {
            environment.diagnostics(Diagnostic(.warning, code: "store.writeFailed", "clearing the throttle: \(error)"))
        }
    }

    /// Whether the card may be shown now: status rules, then the throttle, then the on-screen check.
    public func decide() async -> PrimerDecision {
        let status = await currentStatus()
        return decision(for: status)
    }

    // MARK: Engine-presented cards

    /// Runs a whole attempt: decides, shows `card` through the environment's presenter, and resolves the
    /// user's answer. A second call while a card is on screen is suppressed with
    /// ``SuppressionReason/alreadyOnScreen``.
    public func run(_ card: PrimerCard) async -> PrimerOutcome {
        let status = await currentStatus()
        // No suspension between this check and taking the slot: concurrent runs cannot both pass, and
        // engines sharing the slot are stopped by `occupy()`, which is atomic.
        if case let .suppress(reason, _) = decision(for: status) {
            return suppressed(reason, campaignId: card.campaignId, status: status)
        }
        guard slot.occupy() else { return suppressed(.alreadyOnScreen, campaignId: card.campaignId, status: status) }
        defer { slot.release() }
        let previousStamp = environment.store.value(forKey: policy.throttle.storageKey)
        stamp(.shown)
        emit(PrimerEvent(.displayed, campaignId: card.campaignId, status: status))
        let answer = await environment.presenter.present(card)
        switch answer {
        case .accept:
            return await accept(campaignId: card.campaignId)
        case .later:
            return await decline(.later, campaignId: card.campaignId)
        case .dismiss:
            return await decline(.dismiss, campaignId: card.campaignId)
        case .failedToPresent:
            restoreStamp(previousStamp)
            return suppressed(.presentationFailed, campaignId: card.campaignId, status: status)
        }
    }

    // MARK: App-presented cards

    /// Records that the app showed its own card: writes a show-time stamp when the policy says so and
    /// emits ``PrimerEventName/displayed``.
    public func cardDisplayed(campaignId: String?) async {
        let status = await currentStatus()
        stamp(.shown)
        emit(PrimerEvent(.displayed, campaignId: campaignId, status: status))
    }

    /// The user accepted the card. Joins an attempt already in flight (double taps get its outcome and
    /// emit nothing more); otherwise acts on the status as it is now.
    public func accept(campaignId: String?) async -> PrimerOutcome {
        await singleFlight { engine in await engine.performAccept(campaignId: campaignId, tapped: true) }
    }

    /// The user declined the card (`.later` or `.dismiss`): stamps the throttle when the policy says so,
    /// then emits the event and reports the outcome. While an accept is in flight it joins that attempt.
    public func decline(_ answer: CardAnswer, campaignId: String?) async -> PrimerOutcome {
        if let inFlight { return await inFlight.value }
        let status = await currentStatus()
        if let inFlight { return await inFlight.value }
        let dismissed = answer == .dismiss
        stamp(dismissed ? .dismissed : .later)
        emit(PrimerEvent(dismissed ? .dismissed : .laterTapped, campaignId: campaignId, status: status))
        return PrimerOutcome(result: dismissed ? .dismissed : .later, campaignId: campaignId,
                             startStatus: status, endStatus: status)
    }

    /// The throttle stamp ``decline(_:campaignId:)`` writes, written now without a hop onto the engine:
    /// for vendor APIs whose decline is fire-and-forget while their cooldown check answers at once
    /// (ActiveReach's `laterTapped` then `isInCooldown`). The store and clock are thread-safe ports; the
    /// later `decline` stamps again, at the same clock reading or after.
    public nonisolated func stampDecline(_ answer: CardAnswer) {
        stamp(answer == .dismiss ? .dismissed : .later)
    }

    /// A permission request the app makes without a card (its own button is the explicit accept):
    /// requests when iOS can still prompt, never opens Settings, registers per the policy.
    public func requestWithoutCard(campaignId: String? = nil) async -> PrimerOutcome {
        await singleFlight { engine in await engine.performAccept(campaignId: campaignId, tapped: false) }
    }

    // MARK: Internals

    private func decision(for status: AuthorizationStatus) -> PrimerDecision {
        if case let .suppress(reason) = policy.action(for: status) { return .suppress(reason, status: status) }
        if isThrottled() { return .suppress(.throttled, status: status) }
        if slot.isOccupied || inFlight != nil { return .suppress(.alreadyOnScreen, status: status) }
        return .show(status: status)
    }

    private func suppressed(_ reason: SuppressionReason, campaignId: String?, status: AuthorizationStatus) -> PrimerOutcome {
        emit(PrimerEvent(.suppressed, campaignId: campaignId, status: status, reason: reason))
        return PrimerOutcome(result: .suppressed, suppression: reason, campaignId: campaignId,
                             startStatus: status, endStatus: status)
    }

    private func singleFlight(_ work: @escaping @Sendable (SoftAskEngine) async -> PrimerOutcome) async -> PrimerOutcome {
        if let inFlight { return await inFlight.value }
        inFlightID += 1
        let id = inFlightID
        let task = Task { await work(self) }
        inFlight = task
        let outcome = await task.value
        if inFlightID == id { inFlight = nil }
        return outcome
    }

    private func performAccept(campaignId: String?, tapped: Bool) async -> PrimerOutcome {
        if tapped { emit(PrimerEvent(.allowTapped, campaignId: campaignId)) }
        stamp(.accepted)
        let start = await currentStatus()
        let action = policy.action(for: start)
        switch (start, action) {
        case (.denied, .offerSettings(let alsoRequest)) where tapped:
            return await redirectToSettings(campaignId: campaignId, start: start, alsoRequest: alsoRequest)
        case (.notDetermined, _), (.provisional, .ask):
            return await request(campaignId: campaignId, start: start)
        default:
            // iOS cannot prompt from here: report the real status without asking.
            return await finish(campaignId: campaignId, start: start, end: start, requested: false)
        }
    }

    private func request(campaignId: String?, start: AuthorizationStatus) async -> PrimerOutcome {
        do {
            _ = try await environment.permissions.requestAuthorization(options: policy.requestOptions(from: start))
        } catch {
            let end = await currentStatus()
            emit(PrimerEvent(.permissionDenied, campaignId: campaignId, status: end, error: "\(error)"))
            // A request that failed got no answer: nothing registers, whatever the registration policy.
            return PrimerOutcome(result: .failed, campaignId: campaignId, startStatus: start, endStatus: end,
                                 requested: true, error: "\(error)")
        }
        let end = await currentStatus()
        return await finish(campaignId: campaignId, start: start, end: end, requested: true)
    }

    private func finish(campaignId: String?, start: AuthorizationStatus, end: AuthorizationStatus,
                        requested: Bool) async -> PrimerOutcome {
        let granted = end.allowsDelivery
        emit(PrimerEvent(granted ? .permissionGranted : .permissionDenied, campaignId: campaignId, status: end))
        var outcome = PrimerOutcome(result: granted ? .granted : .denied, campaignId: campaignId,
                                    startStatus: start, endStatus: end, requested: requested)
        let registers = switch policy.registration {
        case .never: false
        case .afterGrant: granted
        case .always: true
        }
        if registers { outcome.registration = await register(campaignId: campaignId) }
        return outcome
    }

    private func redirectToSettings(campaignId: String?, start: AuthorizationStatus,
                                    alsoRequest: Bool) async -> PrimerOutcome {
        let opened = await environment.settings.openNotificationSettings()
        var requested = false
        if alsoRequest {
            requested = true
            _ = try? await environment.permissions.requestAuthorization(options: policy.requestOptions(from: start))
        }
        guard opened else {
            let end = await currentStatus()
            let message = "the Settings app could not be opened"
            emit(PrimerEvent(.permissionDenied, campaignId: campaignId, status: end, error: message))
            return PrimerOutcome(result: .denied, campaignId: campaignId, startStatus: start, endStatus: end,
                                 requested: requested, error: message)
        }
        emit(PrimerEvent(.redirectedToSettings, campaignId: campaignId, status: start))
        settingsReturn = environment.lifecycle.observeForeground { [weak self] in
            await self?.returnedFromSettings(campaignId: campaignId)
        }
        return PrimerOutcome(result: .redirectedToSettings, campaignId: campaignId, startStatus: start,
                             endStatus: start, requested: requested)
    }

    private func returnedFromSettings(campaignId: String?) async {
        guard let observation = settingsReturn else { return }
        settingsReturn = nil
        observation.cancel()
        let status = await currentStatus()
        emit(PrimerEvent(.settingsReturned, campaignId: campaignId, status: status))
        if status.allowsDelivery, policy.registration != .never {
            _ = await register(campaignId: campaignId)
        }
    }

    private func register(campaignId: String?) async -> RegistrationResult {
        do {
            let token = try await environment.registrar.registerForRemoteNotifications()
            emit(PrimerEvent(.registered, campaignId: campaignId, token: token.hex))
            return .registered(token: token.hex)
        } catch {
            emit(PrimerEvent(.registrationFailed, campaignId: campaignId, error: "\(error)"))
            return .failed("\(error)")
        }
    }

    private nonisolated func stamp(_ moment: ThrottleMoment) {
        guard policy.throttle.period != nil, policy.throttle.stampedOn.contains(moment) else { return }
        do {
            try environment.store.setDate(environment.clock.now, forKey: policy.throttle.storageKey)
        } catch {
            environment.diagnostics(Diagnostic(.warning, code: "store.writeFailed",
                                               "writing the throttle stamp on \(moment.rawValue): \(error)"))
        }
    }

    private func restoreStamp(_ previous: StoredValue?) {
        guard policy.throttle.period != nil, policy.throttle.stampedOn.contains(.shown) else { return }
        do {
            if let previous {
                try environment.store.setValue(previous, forKey: policy.throttle.storageKey)
            } else {
                try environment.store.removeValue(forKey: policy.throttle.storageKey)
            }
        } catch {
            environment.diagnostics(Diagnostic(.warning, code: "store.writeFailed", "restoring the throttle stamp: \(error)"))
        }
    }
}
