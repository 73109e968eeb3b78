import Foundation
import PrimerConformance
@_spi(AdapterAuthoring) import PrimerCore

/// A correct adapter with every capability the suite checks (the reference primer plus a main-actor push
/// delegate and notification options), and the base of the broken adapters: `fault` switches on one bug.
/// The correct one passes every check, which proves the push and options checks can pass.
final class TestPrimer: Sendable {
    private struct State {
        var softAsk: SoftAsk
        var options = TestPrimer.shippedDefaults
        var handlesSettingsLink = false
        /// Whether the app configured the options and said it has no settings handler.
        var configuredWithoutHandler = false
        /// Whether the app's delegate leaves the settings link to the default, and whether that was reported.
        var settingsLinkLeftToDefault = false
        var defaultSettingsHandlerReported = false
        var heldPush: AdapterReport?
        var heldDisplayed: AdapterReport?
        /// An event reported only when the next one arrives (the late-report faults).
        var lateEvent: PrimerEvent?
        var wedged = false
    }

    let fault: BrokenAdapter?
    /// Where ``BrokenAdapter/acceptNeverAnswers`` wedges; stopping the adapter releases it.
    private let wedges: WedgeSignal
    let environment: PlatformEnvironment
    let basePolicy: PrimerPolicy
    private let state: LockedValue<State>
    private let reports = ReportLog<AdapterReport>()
    private let lazyStore: LazyStore?
    /// ``BrokenAdapter/cardWhilePromptOpen``'s own "card on screen" flag.
    private let ownScreen = LockedValue(false)
    /// Makes every report late by a hop, when set (a correct adapter on a busy machine).
    let slowHops: SlowReportHops?
    /// The status checks still running (``checkStatus(_:)``), for ``waitUntilIdle()``.
    private let checks = TrackedTasks()
    /// The completion-form presents still running (``present(_:)``), for ``waitUntilIdle()``.
    private let presents = TrackedTasks()

    init(
        environment original: PlatformEnvironment, fault: BrokenAdapter?, wedges: WedgeSignal = WedgeSignal(),
        slowHops: SlowReportHops? = nil
    ) {
        self.fault = fault
        self.wedges = wedges
        self.slowHops = slowHops
        var environment = original
        var lazyStore: LazyStore?
        switch fault {
        case .promptWithoutAccept:
            environment.presenter = FaultyPresenter(
                environment: original, onDecline: .request(ReferencePolicy.make().requestOptions))
        case .registerBeforeGrant:
            environment.presenter = FaultyPresenter(environment: original, onAccept: .register)
        case .settingsNeverReread:
            environment.lifecycle = DeafLifecycle()
        case .stampAfterReporting, .reportsBeforeStamp, .shownStampAfterAnswer, .displayedBeforeStamp:
            let store = LazyStore(disk: original.store)
            lazyStore = store
            environment.store = store
        case .forgetThrottleOnRelaunch:
            try? original.store.removeValue(forKey: ReferencePolicy.make().throttle.storageKey)
        case .acceptNeverAnswers:
            environment.presenter = WedgingPresenter(inner: original.presenter, wedges: wedges)
        case .stampWriteFailureSwallowed:
            environment.store = ErrorSwallowingStore(wrapped: original.store)
        case .stampInWholeSeconds:
            environment.store = WholeSecondStampStore(wrapped: original.store)
        case .upgradeKeepsProvisional:
            environment.permissions = ProvisionalKeepingCenter(wrapped: original.permissions)
        case .retriesFailedRequest:
            environment.permissions = RetryingCenter(wrapped: original.permissions)
        case .registrationFailureHidden:
            environment.registrar = TokenInventingRegistrar(wrapped: original.registrar)
        case .engineOfItsOwn:
            // Its own engine's status reads are bounded by a wall-clock second (the device's deadline is
            // the simulator's, which this engine cannot have): only a scripted hang reaches it.
            environment = PlatformEnvironment(
                permissions: original.permissions, registrar: original.registrar, settings: original.settings,
                lifecycle: original.lifecycle, store: original.store, clock: original.clock,
                presenter: original.presenter, diagnostics: original.diagnostics,
                engine: SoftAskEngine(statusReadTimeout: 1))
        case .statusTimeoutUnreported:
            environment.diagnostics = { diagnostic in
                if diagnostic.code != "status.readTimedOut" { original.diagnostics(diagnostic) }
            }
        default:
            break
        }
        if fault == .shownStampAfterAnswer, let lazyStore {
            environment.presenter = FlushingPresenter(inner: environment.presenter, store: lazyStore)
        }
        if fault == .displayedBeforeStamp, let lazyStore {
            environment.presenter = StampOnScreenPresenter(inner: environment.presenter, store: lazyStore)
        }
        var policy = ReferencePolicy.make()
        if [.ignoreThrottle, .inconsistentProfile, .noSingleFlight, .displayedWhileUp, .cardWhilePromptOpen].contains(
            fault)
        {
            policy.throttle = .none
        }
        // What a swapped branch in `PrimerPolicy.action(for:)` does: ephemeral users declared as
        // authorized are suppressed as not eligible (the same outcome, another reason).
        if fault == .swappedEphemeralBranch { policy.ephemeral = .suppress }
        if fault == .stampsWithoutPeriod { policy.throttle.kind = .none }
        basePolicy = policy
        self.environment = environment
        self.lazyStore = lazyStore
        state = LockedValue(State(softAsk: SoftAsk(policy: policy, environment: environment)))
        state.withLock { $0.softAsk = self.makeSoftAsk(policy: policy) }
    }

    private func makeSoftAsk(policy: PrimerPolicy) -> SoftAsk {
        SoftAsk(policy: policy, environment: environment) { [weak self] event in self?.heard(event) }
    }

    /// The mistake `noSingleFlight` models: a new engine per attempt instead of the device's one, so
    /// concurrent attempts no longer share a request in flight.
    private func softAskOnAnEngineOfItsOwn(policy: PrimerPolicy) -> SoftAsk {
        let own = PlatformEnvironment(
            permissions: environment.permissions, registrar: environment.registrar,
            settings: environment.settings, lifecycle: environment.lifecycle,
            store: environment.store, clock: environment.clock,
            presenter: environment.presenter, diagnostics: environment.diagnostics,
            engine: SoftAskEngine())
        return SoftAsk(policy: policy, environment: own) { [weak self] event in self?.heard(event) }
    }

    // MARK: The primer

    func present() async -> PrimerOutcome {
        lazyStore?.flush()
        if fault == .corruptStoreLockout, let stored = environment.store.value(forKey: basePolicy.throttle.storageKey) {
            if case .double = stored {
            } else {
                heard(PrimerEvent(.suppressed(reason: .throttled, status: .notDetermined)))
                return .suppressed(.throttled, status: .notDetermined, campaignId: nil)
            }
        }
        if fault == .readsStatusItself { _ = await softAskOnAnEngineOfItsOwn(policy: currentPolicy).currentStatus() }
        let softAsk =
            fault == .noSingleFlight ? softAskOnAnEngineOfItsOwn(policy: currentPolicy) : state.withLock { $0.softAsk }
        let status = await softAsk.currentStatus()
        if fault == .throttleBeforeStatus, softAsk.isThrottled() {
            heard(PrimerEvent(.suppressed(reason: .throttled, status: status)))
            return .suppressed(.throttled, status: status, campaignId: nil)
        }
        if fault == .futureStampWindowDoubled, let period = basePolicy.throttle.period,
            case let .double(seconds)? = environment.store.value(forKey: basePolicy.throttle.storageKey),
            seconds - environment.clock.now.timeIntervalSince1970 > period,
            seconds - environment.clock.now.timeIntervalSince1970 <= 2 * period
        {
            heard(PrimerEvent(.suppressed(reason: .throttled, status: status)))
            return .suppressed(.throttled, status: status, campaignId: nil)
        }
        if fault == .stampsWithoutPeriod, case .show = await softAsk.decide() {
            try? environment.store.setValue(
                .double(environment.clock.now.timeIntervalSince1970), forKey: basePolicy.throttle.storageKey)
        }
        if fault == .promptWhenDenied, status == .denied {
            _ = try? await environment.permissions.requestAuthorization(options: basePolicy.requestOptions)
        }
        let optionsInUse = state.withLock { ($0.options, $0.handlesSettingsLink) }
        if optionsInUse.0.authorization.contains(.providesAppNotificationSettings), !optionsInUse.1,
            fault != .settingsHandlerUnreported
        {
            environment.diagnostics(
                Diagnostic(
                    .error, code: "options.settingsHandlerMissing",
                    "authorizationOptions include providesAppNotificationSettings but no shouldOpenSettings handler is set"
                ))
        }
        if fault == .cardWhilePromptOpen { return await presentTrustingOwnFlag(softAsk, status: status) }
        let outcome = await softAsk.run(ReferencePrimer.card)
        if fault == .reportsBeforeStamp || fault == .displayedBeforeStamp { lazyStore?.flush() }
        if fault == .displayedWhileUp, outcome.suppression == .alreadyOnScreen {
            heard(PrimerEvent(.displayed(status: outcome.startStatus), campaignId: ReferencePrimer.card.campaignId))
        }
        if outcome.result == .granted || outcome.result == .denied {
            // The delegate's permission callback, as vendors have one (its value states the status).
            let allows = (fault == .statusCallbackStale ? outcome.startStatus : outcome.endStatus).allowsDelivery
            reports.append(
                AdapterReport(
                    event: nil, vendorForm: "delegate.didChangeAuthorization(\(allows))",
                    statuses: allows ? [.authorized, .provisional, .ephemeral] : [.notDetermined, .denied]))
        }
        if fault == .promptTwice, outcome.requested {
            _ = try? await environment.permissions.requestAuthorization(options: basePolicy.requestOptions)
        }
        return outcome
    }

    /// The engine's rules, but the card shown on the adapter's own "on screen" flag, cleared when the card
    /// goes while the attempt (and the system prompt) goes on: the bug of ``BrokenAdapter/cardWhilePromptOpen``.
    private func presentTrustingOwnFlag(_ softAsk: SoftAsk, status: AuthorizationStatus) async -> PrimerOutcome {
        let campaignId = ReferencePrimer.card.campaignId
        func suppressed(_ reason: SuppressionReason) -> PrimerOutcome {
            heard(PrimerEvent(.suppressed(reason: reason, status: status), campaignId: campaignId))
            return .suppressed(reason, status: status, campaignId: nil)
        }
        if case let .suppress(reason, _) = await softAsk.decide(), reason != .alreadyOnScreen {
            return suppressed(reason)
        }
        let claimed = ownScreen.withLock { busy in
            defer { busy = true }
            return !busy
        }
        guard claimed else { return suppressed(.alreadyOnScreen) }
        let key = basePolicy.throttle.storageKey
        let previous = environment.store.value(forKey: key)
        let card = softAsk.beginAttempt(campaignId: campaignId)
        await card.displayed().value
        let answer = await environment.presenter.present(ReferencePrimer.card)
        ownScreen.withLock { $0 = false }
        switch answer {
        case .accept: return await card.accept().value
        case .later, .dismiss: return await card.decline(answer).value
        case .failedToPresent, .presenterMissing:
            await card.withdraw().value
            if basePolicy.throttle.period != nil {
                if let previous {
                    try? environment.store.setValue(previous, forKey: key)
                } else {
                    try? environment.store.removeValue(forKey: key)
                }
            }
            return suppressed(.presentationFailed)
        }
    }

    /// The app's own card shown once, its accept and then `second` tapped before either is answered. The
    /// broken one sends the second tap to an engine of its own, as if the engine had no attempt in flight
    /// to join.
    func tapTwice(then second: CardAnswer) async -> (Task<PrimerOutcome, Never>, Task<PrimerOutcome, Never>) {
        let softAsk = state.withLock { $0.softAsk }
        let campaignId = ReferencePrimer.card.campaignId
        let card = softAsk.beginAttempt(campaignId: campaignId)
        await card.displayed().value
        // The app's own card is on screen now (the late-saving store saves as a card reaches the screen).
        if fault == .displayedBeforeStamp { lazyStore?.flush() }
        let other =
            fault == .noInFlightGuard
            ? softAskOnAnEngineOfItsOwn(policy: currentPolicy).beginAttempt(campaignId: campaignId) : card
        let first = card.accept()
        if fault == .declineDuringAcceptCounts, second != .accept {
            // The bug: the decline is handled as if no accept were waiting for iOS.
            let status = AuthorizationStatus.notDetermined
            let later = second == .later
            heard(
                PrimerEvent(later ? .laterTapped(status: status) : .dismissed(status: status), campaignId: campaignId))
            let outcome: PrimerOutcome =
                later ? .later(status: status, campaignId: nil) : .dismissed(status: status, campaignId: nil)
            return (first, Task { outcome })
        }
        return (first, second == .accept ? other.accept() : other.decline(second))
    }

    private var currentPolicy: PrimerPolicy {
        var policy = basePolicy
        policy.requestOptions = state.withLock { $0.options.authorization }
        return policy
    }

    private func heard(_ event: PrimerEvent) {
        guard let slowHops else { return report(event) }
        slowHops.deliver { [weak self] in self?.report(event) }
    }

    /// Returns once every event heard so far has been reported.
    /// The app's reset of the throttle (with ``BrokenAdapter/resetLeavesStamp``, a reset that does nothing),
    /// written through at once: the faults that delay writes are about the answer's moments, not the reset.
    func resetThrottle() {
        guard fault != .resetLeavesStamp else { return }
        state.withLock { $0.softAsk }.clearThrottle()
        lazyStore?.flush()
    }

    /// The app's "notifications off" switch: undoes the APNs registration (with
    /// ``BrokenAdapter/disableKeepsRegistration``, it forgets to).
    func disable() async {
        guard fault != .disableKeepsRegistration else { return }
        await environment.registrar.unregisterForRemoteNotifications()
    }

    /// Reads the status and then calls `completion`, returning at once (a completion-form status check).
    func checkStatus(_ completion: @escaping @Sendable () -> Void) {
        let softAsk = state.withLock { $0.softAsk }
        checks.spawn {
            _ = await softAsk.currentStatus()
            completion()
        }
    }

    /// Presents and returns at once, calling `completion` with the outcome (a completion-form present);
    /// ``BrokenAdapter/completionFormDoesNothing`` never starts it.
    func present(_ completion: @escaping @Sendable (PrimerOutcome) -> Void) {
        guard fault != .completionFormDoesNothing else { return }
        presents.spawn { completion(await self.present()) }
    }

    func waitUntilIdle() async {
        await presents.waitUntilIdle()
        // ``BrokenAdapter/idleWaitIgnoresStatusChecks`` forgets the status checks it started.
        if fault != .idleWaitIgnoresStatusChecks { await checks.waitUntilIdle() }
        await slowHops?.waitUntilDelivered()
    }

    private func report(_ event: PrimerEvent) {
        let late: PrimerEventName? =
            switch fault {
            case .displayedAfterAnswer: .displayed
            case .acceptedAtAnswer: .allowTapped
            default: nil
            }
        if let late {
            // The bug: this event is reported only when the next one arrives (its report made then).
            if event.name == late {
                state.withLock { $0.lateEvent = event }
                return
            }
            if let held = state.withLock({ state in
                defer { state.lateEvent = nil }
                return state.lateEvent
            }) {
                reports.append(AdapterReport(event: held.name, vendorForm: held.name.rawValue))
            }
        }
        let report = AdapterReport(event: event.name, vendorForm: event.name.rawValue)
        switch fault {
        case .eventsOutOfOrder where event.name == .displayed:
            state.withLock { $0.heldDisplayed = report }
            return
        case .eventsOutOfOrder:
            reports.append(report)
            if let held = state.withLock({ state in
                defer { state.heldDisplayed = nil }
                return state.heldDisplayed
            }) {
                reports.append(held)
            }
            return
        case .reportOutcomeTwice
        where [.permissionGranted, .permissionDenied, .laterTapped, .dismissed].contains(event.name):
            reports.append(report)
        default:
            break
        }
        reports.append(report)
    }

    /// Stops reporting (a wedged call stays wedged: that is the bug).
    func stop() {
        reports.close()
        wedges.release()
    }

    func takeReports() async -> [AdapterReport] {
        await waitUntilIdle()
        let taken = reports.drain()
        guard fault == .delegateOffMainActor else { return taken }
        // The bug: the adapter's own queue calls the app.
        let onMain = await Task.detached { MainQueueProbe.isOnMainQueue }.value
        return taken.map { AdapterReport(event: $0.event, vendorForm: $0.vendorForm, onMainThread: onMain) }
    }

    // MARK: Options

    /// What the adapter ships with (the broken one ships pre-iOS 14 presentation options).
    static let shippedDefaults = NotificationOptions.standard

    var options: NotificationOptions {
        let options = state.withLock { $0.options }
        guard fault == .wrongDefaultOptions, options == Self.shippedDefaults else { return options }
        return NotificationOptions(presentation: [.alert, .badge, .sound])
    }

    func configure(_ options: NotificationOptions, handlesSettingsLink: Bool) {
        var policy = basePolicy
        policy.requestOptions = options.authorization
        let softAsk = makeSoftAsk(policy: policy)
        state.withLock { state in
            state.options = options
            state.handlesSettingsLink = handlesSettingsLink
            state.configuredWithoutHandler = !handlesSettingsLink
            state.softAsk = softAsk
        }
    }

    /// As ``configure(_:handlesSettingsLink:)`` with a delegate whose settings-link handler is the default.
    func configureLeavingSettingsLinkToDefault(_ options: NotificationOptions) {
        configure(options, handlesSettingsLink: true)
        state.withLock { $0.settingsLinkLeftToDefault = true }
    }

    /// The system's link to the app's notification settings: the default handler reports
    /// `options.settingsHandlerMissing` once (``BrokenAdapter/defaultSettingsHandlerUnreported`` never does).
    func openSettingsLink() {
        let report = state.withLock { state in
            guard state.settingsLinkLeftToDefault,
                state.options.authorization.contains(.providesAppNotificationSettings),
                !state.defaultSettingsHandlerReported
            else { return false }
            state.defaultSettingsHandlerReported = true
            return true
        }
        guard report, fault != .defaultSettingsHandlerUnreported else { return }
        environment.diagnostics(
            Diagnostic(.error, code: "options.settingsHandlerMissing", "the default shouldOpenSettings handler ran"))
    }

    // MARK: Push

    func deliver(_ push: PushDelivery) async {
        if state.withLock({ $0.wedged }) { return }
        if fault == .pushLostWithoutSettingsHandler, state.withLock({ $0.configuredWithoutHandler }) { return }
        guard let data = push.payloadJSON.data(using: .utf8),
            let payload = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
        else {
            environment.diagnostics(
                Diagnostic(.warning, code: "push.malformed", "payload is not a JSON object; ignored"))
            if fault == .malformedWedges { state.withLock { $0.wedged = true } }
            return
        }
        if case let .openedAction(action, _) = push.kind, action == PushDelivery.dismissActionIdentifier,
            fault != .dismissAsAction
        {
            return
        }
        let ownSender = payload["x-sender"] as? String == TestPrimer.sender
        let recognised = ownSender || fault == .unknownAsKnown
        guard let id = payload["id"] as? String ?? (ownSender ? nil : "-") else {
            if fault != .droppedPushUnreported {
                environment.diagnostics(Diagnostic(.warning, code: "push.missingId", "a push without id; ignored"))
            }
            return
        }
        let form =
            switch (push.kind, recognised) {
            case (.received, true): "delegate.didReceive(\(id))"
            case (.opened, true): "delegate.didOpen(\(id))"
            case let (.openedAction(action, _), true): "delegate.didOpenAction(\(action), \(id))"
            case (.received, false): "delegate.didReceiveUnknown"
            case (.opened, false): "delegate.didOpenUnknown"
            case let (.openedAction(action, _), false): "delegate.didOpenUnknownAction(\(action))"
            }
        let onMain =
            fault == .pushOffMainActor
            ? await Task.detached { MainQueueProbe.isOnMainQueue }.value
            : await MainActor.run { MainQueueProbe.isOnMainQueue }
        let report = AdapterReport(event: nil, vendorForm: form, onMainThread: onMain)
        switch fault {
        case .pushTwice:
            reports.append(report)
            reports.append(report)
        case .pushOneLate:
            if let held = state.withLock({ state in
                defer { state.heldPush = report }
                return state.heldPush
            }) {
                reports.append(held)
            }
        default:
            reports.append(report)
        }
    }

    /// The presentation options a push is shown with in the foreground: the configured ones.
    func foregroundPresentation() -> PresentationOptions {
        fault == .foregroundOptionsFixed ? Self.shippedDefaults.presentation : options.presentation
    }

    /// The sender key value of this adapter's own pushes.
    static let sender = "conformance-test"
}
