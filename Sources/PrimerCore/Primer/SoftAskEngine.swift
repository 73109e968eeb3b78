import Foundation

/// The one owner of the one system prompt: one engine per device (per ``PlatformEnvironment``, whose
/// copies share it), with the policy given per attempt through a `SoftAsk`. Every adapter drives its
/// primer through it; none calls the permission center itself. The engine owns the request in flight,
/// the card slot, the wait for the return from Settings and the status read from the system, so they
/// hold however many adapters, policies or adapter objects come and go.
///
/// The status is asked of iOS at most once per need: on the first need after launch, after each return
/// to the foreground (Settings needs the app to leave the foreground), once after a request the engine
/// made, and after `statusMayHaveChanged()`. A read that takes longer than `statusReadTimeout` is
/// not waited for: the decision uses the last status known, or suppresses the card with
/// ``SuppressionReason/statusUnavailable`` when none is known, and a `status.readTimedOut` diagnostic
/// is reported.
///
/// Promises (checked for every adapter by the conformance suite):
/// 1. The system request is sent only after an explicit accept (`PrimerAttempt.accept()`, an
///    accepted card in `SoftAsk.run(_:)`, or the app's own
///    `SoftAsk.requestWithoutCard(campaignId:settingsFallback:settingsAlert:)`), and only from a status
///    where iOS can show the prompt: `notDetermined`, or `provisional` when upgrading (the request then omits
///    `.provisional`). Denied, authorized and ephemeral users are never sent a request, except
///    a denied user under `DeniedHandling.openSettingsAndRequest`, for whom iOS answers without a prompt.
/// 2. At most one attempt is resolved at a time: concurrent accepts and double taps join the attempt in
///    flight and get its outcome; a second `SoftAsk.run(_:)` while a card is on screen is suppressed.
/// 3. Every attempt ends in exactly one ``PrimerOutcome``; its events are emitted once, in order.
/// 4. Throttle stamps are written before the outcome is reported; unreadable, foreign or far-future
///    stamps read as "no stamp" (reported as diagnostics), and a clock moved backwards delays the card by
///    at most twice the throttle period.
/// 5. A denied user who accepts is sent to the app's notification settings (or never shown the card);
///    when the app next returns to the foreground, the status is read again and reported as
///    ``PrimerEventName/settingsReturned``.
public actor SoftAskEngine {
    /// How long a status read may take before a decision goes ahead without it, in seconds.
    @_spi(AdapterAuthoring) public nonisolated let statusReadTimeout: TimeInterval
    /// Measures ``statusReadTimeout``; this package's test doubles bound their own reads with it.
    package nonisolated let timer: any PrimerTimer
    private let slot = CardSlot()
    /// The app-presented attempt whose card holds ``slot``: the newest card an app displayed.
    private var appCard: PrimerAttemptID?
    /// Whether an accept is being resolved, and the callers that joined it: they get its outcome.
    private var inFlight: [CheckedContinuation<PrimerOutcome, Never>]?
    /// The wait for the return from Settings (its handler holds the attempt's policy and ports, so a
    /// relaunch, which drops every handler, also drops the wait).
    private var settingsReturn: LifecycleObservation?
    var statusKeeping = StatusKeeping()
    /// The engine's foreground observation (``watchForegrounds(of:)``).
    nonisolated let watching = LockedValue<LifecycleObservation?>(nil)
    /// The attempts handed out so far, in call order.
    nonisolated let attempts = LockedValue(AttemptLine())
    private nonisolated let joins = LockedValue(0)
    /// How many calls have entered the engine from outside it (moves, status queries, foreground and
    /// Settings-return observers), for tests that pin how many entries one move costs.
    nonisolated let entries = LockedValue(0)

    /// An engine for one device. `statusReadTimeout` (100 ms by default, as OneSignal bounds the same
    /// read) is measured with `timer`.
    @_spi(AdapterAuthoring) public init(statusReadTimeout: TimeInterval = 0.1, timer: any PrimerTimer = SystemTimer()) {
        self.statusReadTimeout = statusReadTimeout
        self.timer = timer
    }

    /// How many calls have joined an accept in flight on this engine (a test hook): a call that joined
    /// waits for what the accept waits on, so the conformance harness counts it as having reached the
    /// engine, which no port shows.
    @_spi(AdapterAuthoring) public nonisolated var acceptsJoined: Int { joins.withLock { $0 } }

    // MARK: Attempts (reached through SoftAsk)

    func decide(_ ask: SoftAsk) async -> PrimerDecision {
        entered()
        return decision(for: await status(in: ask.environment), ask)
    }

    /// `decided` is called once the card is on screen, before the user's answer is awaited (a
    /// suppressed run has decided when it returns): the next attempt may then decide.
    func run(_ card: PrimerCard, _ ask: SoftAsk, decided: @Sendable () -> Void = {}) async -> PrimerOutcome {
        entered()
        let known = await status(in: ask.environment)
        let status = known ?? .notDetermined
        // No suspension between this check and taking the slot: concurrent runs cannot both pass.
        if case let .suppress(reason, _) = decision(for: known, ask) {
            return suppressed(reason, campaignId: card.campaignId, status: status, ask)
        }
        guard slot.occupy() else {
            return suppressed(.alreadyOnScreen, campaignId: card.campaignId, status: status, ask)
        }
        defer { slot.release() }
        let previousStamp = ask.environment.store.value(forKey: ask.policy.throttle.storageKey)
        ask.stamp(.shown)
        ask.emit(PrimerEvent(.displayed(status: status), campaignId: card.campaignId))
        decided()
        let answer = await ask.environment.presenter.present(card)
        switch answer {
        case .accept:
            return await resolveAccept(campaignId: card.campaignId, tapped: true, ask)
        case .later:
            return await resolveDecline(.later, campaignId: card.campaignId, ask)
        case .dismiss:
            return await resolveDecline(.dismiss, campaignId: card.campaignId, ask)
        case .failedToPresent:
            ask.restoreStamp(previousStamp)
            return suppressed(.presentationFailed, campaignId: card.campaignId, status: status, ask)
        case .presenterMissing:
            ask.restoreStamp(previousStamp)
            reportPresenterMissing(card, ask)
            return suppressed(.presenterMissing, campaignId: card.campaignId, status: status, ask)
        }
    }

    /// An attempt's app-presented card is on screen. The newest app card holds the slot: an earlier app
    /// card's hold passes to it (the app replaced that card), while a card the engine presents itself
    /// keeps the slot and this one is recorded without it.
    func displayed(by attempt: PrimerAttemptID, campaignId: String?, _ ask: SoftAsk) async {
        entered()
        let status = await status(in: ask.environment) ?? .notDetermined
        if appCard != nil || slot.occupy() { appCard = attempt }
        ask.stamp(.shown)
        ask.emit(PrimerEvent(.displayed(status: status), campaignId: campaignId))
    }

    /// The attempt has ended (answered and resolved, or withdrawn): its card no longer holds the slot.
    func cardEnded(_ attempt: PrimerAttemptID) {
        entered()
        releaseCard(of: attempt)
    }

    private func releaseCard(of attempt: PrimerAttemptID) {
        guard appCard == attempt else { return }
        appCard = nil
        slot.release()
    }

    // An attempt's answer is one engine entry: `ending` names the attempt whose card ends once the
    // answer is resolved, with nothing of another caller in between.

    /// `tapped`: the user accepted a card; `settingsFallback`: a card-less request may send a denied user
    /// to Settings (the vendor's own alert offers it: `settingsAlert`, when the engine shows it).
    func accept(
        campaignId: String?, tapped: Bool, settingsFallback: Bool = false, settingsAlert: PrimerCard? = nil,
        ending attempt: PrimerAttemptID? = nil, _ ask: SoftAsk
    ) async -> PrimerOutcome {
        entered()
        defer { if let attempt { releaseCard(of: attempt) } }
        return await resolveAccept(
            campaignId: campaignId, tapped: tapped, settingsFallback: settingsFallback, settingsAlert: settingsAlert,
            ask)
    }

    func decline(
        _ answer: CardAnswer, campaignId: String?, ending attempt: PrimerAttemptID? = nil, _ ask: SoftAsk
    ) async -> PrimerOutcome {
        entered()
        defer { if let attempt { releaseCard(of: attempt) } }
        return await resolveDecline(answer, campaignId: campaignId, ask)
    }

    /// The adapter found the attempt's configuration unusable: suppressed at the status known now, with
    /// ``SuppressionReason/invalidConfiguration``.
    func suppressInvalidConfiguration(campaignId: String?, ending attempt: PrimerAttemptID, _ ask: SoftAsk) async
        -> PrimerOutcome
    {
        entered()
        defer { releaseCard(of: attempt) }
        let status = await status(in: ask.environment) ?? .notDetermined
        return suppressed(.invalidConfiguration, campaignId: campaignId, status: status, ask)
    }

    // MARK: Internals

    nonisolated func entered() {
        entries.withLock { $0 += 1 }
    }

    private func resolveAccept(
        campaignId: String?, tapped: Bool, settingsFallback: Bool = false, settingsAlert: PrimerCard? = nil,
        _ ask: SoftAsk
    ) async -> PrimerOutcome {
        if inFlight != nil { return await joinInFlight() }
        inFlight = []
        let outcome = await performAccept(
            campaignId: campaignId, tapped: tapped, settingsFallback: settingsFallback, settingsAlert: settingsAlert,
            ask)
        let joined = inFlight ?? []
        inFlight = nil
        for caller in joined { caller.resume(returning: outcome) }
        return outcome
    }

    private func resolveDecline(_ answer: CardAnswer, campaignId: String?, _ ask: SoftAsk) async -> PrimerOutcome {
        if inFlight != nil { return await joinInFlight() }
        let status = await status(in: ask.environment) ?? .notDetermined
        if inFlight != nil { return await joinInFlight() }
        let dismissed = answer == .dismiss
        ask.stamp(dismissed ? .dismissed : .later)
        ask.emit(
            PrimerEvent(dismissed ? .dismissed(status: status) : .laterTapped(status: status), campaignId: campaignId))
        return dismissed
            ? .dismissed(status: status, campaignId: campaignId) : .later(status: status, campaignId: campaignId)
    }

    private func decision(for status: AuthorizationStatus?, _ ask: SoftAsk) -> PrimerDecision {
        guard let status else { return .suppress(.statusUnavailable, status: .notDetermined) }
        if case let .suppress(reason) = ask.policy.action(for: status) { return .suppress(reason, status: status) }
        if ask.isThrottled() { return .suppress(.throttled, status: status) }
        if slot.isOccupied || inFlight != nil { return .suppress(.alreadyOnScreen, status: status) }
        return .show(status: status)
    }

    private func suppressed(
        _ reason: SuppressionReason, campaignId: String?, status: AuthorizationStatus,
        _ ask: SoftAsk
    ) -> PrimerOutcome {
        ask.emit(PrimerEvent(.suppressed(reason: reason, status: status), campaignId: campaignId))
        return .suppressed(reason, status: status, campaignId: campaignId)
    }

    /// Tells the developer that `card` (a card or the vendor's alert) had nothing to show it.
    private func reportPresenterMissing(_ card: PrimerCard, _ ask: SoftAsk) {
        ask.environment.diagnostics(
            Diagnostic(
                .error, code: "presenter.missing",
                "No presenter can show \"\(card.title)\": bootstrap PrimerPlatform with an environment whose "
                    + "presenter shows cards (the iOS default does)"))
    }

    /// Waits for the accept being resolved and returns its outcome (a double tap, or a second attempt's
    /// accept, is that accept).
    private func joinInFlight() async -> PrimerOutcome {
        await withCheckedContinuation { caller in
            inFlight?.append(caller)
            joins.withLock { $0 += 1 }
        }
    }

    private func performAccept(
        campaignId: String?, tapped: Bool, settingsFallback: Bool, settingsAlert: PrimerCard?, _ ask: SoftAsk
    ) async -> PrimerOutcome {
        if tapped { ask.emit(PrimerEvent(.allowTapped, campaignId: campaignId)) }
        ask.stamp(.accepted)
        guard let start = await status(in: ask.environment) else {
            return suppressed(.statusUnavailable, campaignId: campaignId, status: .notDetermined, ask)
        }
        let action = ask.policy.action(for: start)
        switch (start, action) {
        case (.denied, .offerSettings(let alsoRequest)) where tapped || settingsFallback:
            if !tapped, let settingsAlert {
                switch await ask.environment.presenter.present(settingsAlert) {
                case .accept:
                    break
                case .presenterMissing:
                    reportPresenterMissing(settingsAlert, ask)
                    return suppressed(.presenterMissing, campaignId: campaignId, status: start, ask)
                case .later, .dismiss, .failedToPresent:
                    // The vendor's alert was cancelled (or could not show this time): no Settings, the
                    // user stays denied.
                    return await finish(campaignId: campaignId, start: start, end: start, requested: false, ask)
                }
            }
            return await redirectToSettings(campaignId: campaignId, start: start, alsoRequest: alsoRequest, ask)
        case (.notDetermined, _), (.provisional, .ask):
            return await request(campaignId: campaignId, start: start, ask)
        default:
            // iOS cannot prompt from here: report the real status without asking.
            return await finish(campaignId: campaignId, start: start, end: start, requested: false, ask)
        }
    }

    private func request(campaignId: String?, start: AuthorizationStatus, _ ask: SoftAsk) async -> PrimerOutcome {
        do {
            defer { markStatusStale() }
            _ = try await ask.environment.permissions.requestAuthorization(
                options: ask.policy.requestOptions(from: start))
        } catch {
            let end = await status(in: ask.environment) ?? start
            let failure = PrimerFailure.authorizationRequestFailed(ThrownError(error))
            ask.emit(PrimerEvent(.permissionDenied(status: end, failure: failure), campaignId: campaignId))
            // A request that failed got no answer: nothing registers, whatever the registration policy.
            return .failed(failure, start: start, end: end, campaignId: campaignId)
        }
        let end = await status(in: ask.environment) ?? start
        return await finish(campaignId: campaignId, start: start, end: end, requested: true, ask)
    }

    private func finish(
        campaignId: String?, start: AuthorizationStatus, end: AuthorizationStatus,
        requested: Bool, _ ask: SoftAsk
    ) async -> PrimerOutcome {
        let granted = end.allowsDelivery
        ask.emit(
            PrimerEvent(
                granted ? .permissionGranted(status: end) : .permissionDenied(status: end, failure: nil),
                campaignId: campaignId))
        let registers =
            switch ask.policy.registration {
            case .never: false
            case .afterGrant: granted
            case .always: true
            }
        let registration = registers ? await register(campaignId: campaignId, ask) : nil
        return granted
            ? .granted(
                start: start, end: end, requested: requested, registration: registration, campaignId: campaignId)
            : .denied(
                start: start, end: end, requested: requested, registration: registration, failure: nil,
                campaignId: campaignId)
    }

    private func redirectToSettings(
        campaignId: String?, start: AuthorizationStatus,
        alsoRequest: Bool, _ ask: SoftAsk
    ) async -> PrimerOutcome {
        let opened = await ask.environment.settings.openNotificationSettings()
        var requested = false
        if alsoRequest {
            requested = true
            _ = try? await ask.environment.permissions.requestAuthorization(
                options: ask.policy.requestOptions(from: start))
            markStatusStale()
        }
        guard opened else {
            let end = await status(in: ask.environment) ?? start
            let failure = PrimerFailure.settingsUnavailable
            ask.emit(PrimerEvent(.permissionDenied(status: end, failure: failure), campaignId: campaignId))
            return .denied(
                start: start, end: end, requested: requested, registration: nil, failure: failure,
                campaignId: campaignId)
        }
        ask.emit(PrimerEvent(.redirectedToSettings(status: start), campaignId: campaignId))
        settingsReturn = ask.environment.lifecycle.observeForeground { [weak self] in
            await self?.returnedFromSettings(campaignId: campaignId, ask)
        }
        return .redirectedToSettings(status: start, requested: requested, campaignId: campaignId)
    }

    private func returnedFromSettings(campaignId: String?, _ ask: SoftAsk) async {
        entered()
        guard let observation = settingsReturn else { return }
        settingsReturn = nil
        observation.cancel()
        // The engine's own foreground observer ran first (it was registered at the first status read),
        // so this is the foreground's read, shared with the status monitor.
        guard let status = await status(in: ask.environment) else { return }
        ask.emit(PrimerEvent(.settingsReturned(status: status), campaignId: campaignId))
        if status.allowsDelivery, ask.policy.registration != .never {
            _ = await register(campaignId: campaignId, ask)
        }
    }

    private func register(campaignId: String?, _ ask: SoftAsk) async -> RegistrationResult {
        do {
            let token = try await ask.environment.registrar.registerForRemoteNotifications()
            ask.emit(PrimerEvent(.registered(token: token.hex), campaignId: campaignId))
            return .registered(token: token.hex)
        } catch {
            let failure = ThrownError(error)
            ask.emit(PrimerEvent(.registrationFailed(failure), campaignId: campaignId))
            return .failed(failure)
        }
    }
}

extension SoftAskEngine {
    /// The engine of the app's process on a device: the one every live environment shares (and the
    /// adapters' default hosts with it).
    @_spi(AdapterAuthoring) public static let live = SoftAskEngine()
}
