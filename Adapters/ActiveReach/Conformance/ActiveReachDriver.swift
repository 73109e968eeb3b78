import ActiveReachAdapter
import PrimerConformance
@_spi(AdapterAuthoring) import PrimerCore

/// Drives an ``InAppPushPrimer`` for the conformance suite and `primer-lab` exactly as the seed's sample
/// app does: in `isAlreadyAuthorized { }`'s completion, skip when already authorized, skip in cooldown,
/// show the card (the environment's ``CardPresenter`` is the user) and record the display; then the
/// card's button handler calls the fire-and-forget action, and the outcome is what the emitter tells (the
/// documented way to observe it). The forms an app calls are the ones judged: the async forms are the
/// adapter's own addition, which the sample never calls.
struct ActiveReachDriver: ThrottleResettingDriver, IdleWaitingDriver {
    let primer: InAppPushPrimer
    let presenter: any CardPresenter
    let config: InAppPushPrimer.Config
    let reports: ReportLog<AdapterReport>
    let emitted: EmittedOutcomes
    let screen = CardSlot()

    /// What the sample's `isAlreadyAuthorized` completion did.
    private enum SampleStart: Sendable {
        case skipped(DriverAttempt)
        case shown(Task<CardAnswer, Never>)
    }

    /// A fresh primer over `environment`, its emitter feeding `reports`, as a newly launched app builds it.
    init(environment: PlatformEnvironment, config: InAppPushPrimer.Config = ActiveReachDriver.config) {
        let reports = ReportLog<AdapterReport>()
        let emitted = EmittedOutcomes()
        self.reports = reports
        self.emitted = emitted
        self.config = config
        presenter = environment.presenter
        primer = InAppPushPrimer(
            emit: { name, properties in
                emitted.heard(name, properties)
                reports.append(Self.report(name, properties))
            }, environment: environment)
    }

    func presentPrimer() async -> DriverAttempt {
        let start = await withCheckedContinuation { (started: CheckedContinuation<SampleStart, Never>) in
            primer.isAlreadyAuthorized { authorized in started.resume(returning: sampleLifecycle(authorized)) }
        }
        let presenting: Task<CardAnswer, Never>
        switch start {
        case let .skipped(attempt): return attempt
        case let .shown(task): presenting = task
        }
        // The app's one card slot is held until the button's action has run.
        defer { screen.release() }
        let answer = await presenting.value
        guard answer != .failedToPresent else {
            return DriverAttempt(
                result: .suppressed, vendorOutcome: "card not presented", suppression: .presentationFailed)
        }
        let mark = emitted.mark()
        CardButtonHandlers(primer: primer, config: config).tapped(answer)
        await primer.waitUntilIdle()
        return emitted.outcome(since: mark)
    }

    /// Sample 2's completion: the two skips, then the card presented and its display recorded. The app
    /// has one card slot (UIKit presents one modal at a time): a second present while the card is up
    /// fails to show, as it would on a device.
    @MainActor
    private func sampleLifecycle(_ authorized: Bool) -> SampleStart {
        guard !authorized else {
            return .skipped(
                DriverAttempt(
                    result: .suppressed, vendorOutcome: "isAlreadyAuthorized → true", suppression: .alreadyAuthorized))
        }
        guard !primer.isInCooldown(cooldownDays: config.cooldownDays) else {
            return .skipped(
                DriverAttempt(result: .suppressed, vendorOutcome: "isInCooldown → true", suppression: .throttled))
        }
        guard screen.claim() else {
            return .skipped(
                DriverAttempt(
                    result: .suppressed, vendorOutcome: "card already on screen", suppression: .alreadyOnScreen))
        }
        // Present the card, then record the display (emitted even if the card never reaches the screen).
        let presenting = Task { [presenter, card = config.card] in await presenter.present(card) }
        primer.displayed(config: config)
        return .shown(presenting)
    }

    /// As the sample app shows its card, then its Allow button's handler and `second`'s run before the
    /// first is answered (a double tap, or Allow then "Not right now" / a dismiss); returns once both taps
    /// are made. The taps go through the SPI hook that returns each fire-and-forget action's task: the
    /// suite wants each tap's outcome, which the emitter tells only once for the joined attempt.
    func presentPrimerTappingAccept(then second: CardAnswer) async -> DoubleTap {
        guard screen.claim() else { return .noCard }
        defer { screen.release() }
        let presenting = Task { [presenter, card = config.card] in await presenter.present(card) }
        CardButtonHandlers(primer: primer, config: config).displayed()
        _ = await presenting.value
        let first = primer.tap(.accept, config: config)
        let other = primer.tap(second, config: config)
        return .tapped(
            PendingAttempt { Self.attempt(await first.value) }, PendingAttempt { Self.attempt(await other.value) })
    }

    private static func attempt(_ outcome: PrimerOutcome) -> DriverAttempt {
        DriverAttempt(result: outcome.result, vendorOutcome: vendorOutcome(outcome), suppression: outcome.suppression)
    }

    /// The seed's cooldown management: `clearCooldown()`, as when the operator resets the opt-in state.
    func resetThrottle() async -> Bool {
        primer.clearCooldown()
        return true
    }

    /// `isAlreadyAuthorized { }`, its answer ignored: what is judged is when `waitUntilIdle()` returns.
    func startStatusCheck() -> @Sendable () -> Bool {
        let completed = LockedValue(false)
        primer.isAlreadyAuthorized { _ in completed.withLock { $0 = true } }
        return { completed.withLock { $0 } }
    }

    func waitUntilIdle() async { await primer.waitUntilIdle() }

    func takeReports() async -> [AdapterReport] {
        await primer.waitUntilIdle()
        return reports.drain()
    }

    /// Stops listening to the primer's emitter (without waiting for its queue: a process killed with
    /// its card up never gets the answer its queue waits for).
    func stop() async { reports.close() }

    /// The sample campaign the driver shows.
    static let config = InAppPushPrimer.Config(
        campaignId: "campaign_123", title: "Stay in the loop",
        body: "Get order updates, back-in-stock alerts, and reward reminders.",
        allowButtonLabel: "Turn on notifications", laterButtonLabel: "Not right now", cooldownDays: 7)

    /// One emitter call as a report: the canonical event it stands for and its exact spelling.
    static func report(_ name: String, _ properties: [String: Any]) -> AdapterReport {
        // The documented property an app reads to tell a Settings redirect from a plain denial.
        let settingsOpened = properties["settingsOpened"] as? Bool == true
        let event = settingsOpened ? .redirectedToSettings : PrimerEventName(rawValue: name)
        let props = properties.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }
        return AdapterReport(event: event, vendorForm: "emit(\"\(name)\", [\(props.joined(separator: ", "))])")
    }

    /// The event that told the app how the attempt ended.
    static func vendorOutcome(_ outcome: PrimerOutcome) -> String {
        switch outcome.result {
        case .granted: PrimerEventName.permissionGranted.rawValue
        case .denied, .failed: PrimerEventName.permissionDenied.rawValue
        case .redirectedToSettings: "\(PrimerEventName.permissionDenied.rawValue) (settingsOpened)"
        case .later: PrimerEventName.laterTapped.rawValue
        case .dismissed: PrimerEventName.dismissed.rawValue
        case .suppressed: "suppressed"
        }
    }
}
