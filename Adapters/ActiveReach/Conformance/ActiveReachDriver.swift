@_spi(Conformance) import ActiveReachAdapter
import PrimerConformance
@_spi(AdapterAuthoring) import PrimerCore

/// Drives an ``InAppPushPrimer`` for the conformance suite and `primer-lab` exactly as the seed's sample
/// app does: skip when already authorized, skip in cooldown, show the card (the environment's
/// ``CardPresenter`` is the user), record the display, then report the button the user chose.
struct ActiveReachDriver: PrimerDriver {
    let primer: InAppPushPrimer
    let presenter: any CardPresenter
    let config: InAppPushPrimer.Config
    let reports: ReportLog<AdapterReport>
    let screen = CardSlot()

    /// A fresh primer over `environment`, its emitter feeding `reports`, as a newly launched app builds it.
    init(environment: PlatformEnvironment, config: InAppPushPrimer.Config = ActiveReachDriver.config) {
        let reports = ReportLog<AdapterReport>()
        self.reports = reports
        self.config = config
        presenter = environment.presenter
        primer = InAppPushPrimer(
            emit: { name, properties in
                reports.append(Self.report(name, properties))
            }, environment: environment)
    }

    func presentPrimer() async -> DriverAttempt {
        if await primer.isAlreadyAuthorized() {
            return DriverAttempt(
                result: .suppressed, vendorOutcome: "isAlreadyAuthorized → true", suppression: .alreadyAuthorized)
        }
        if primer.isInCooldown(cooldownDays: config.cooldownDays) {
            return DriverAttempt(result: .suppressed, vendorOutcome: "isInCooldown → true", suppression: .throttled)
        }
        // The app has one card slot (UIKit presents one modal at a time): a second present while the
        // card is up fails to show, as it would on a device.
        guard screen.claim() else {
            return DriverAttempt(
                result: .suppressed, vendorOutcome: "card already on screen", suppression: .alreadyOnScreen)
        }
        defer { screen.release() }
        // As the sample app: present the card, then record the display (so it is emitted even if the
        // card never reached the screen), then act on the button the user chose.
        async let answer = presenter.present(config.card)
        await primer.displayedAsync(config: config)
        let outcome: PrimerOutcome
        switch await answer {
        case .accept: outcome = await primer.allowTappedAsync(config: config)
        case .later: outcome = await primer.laterTappedAsync(config: config)
        case .dismiss: outcome = await primer.dismissedAsync(config: config)
        case .failedToPresent:
            return DriverAttempt(
                result: .suppressed, vendorOutcome: "card not presented", suppression: .presentationFailed)
        }
        return Self.attempt(outcome)
    }

    /// As the sample app shows its card, then its Allow button's handler and `second`'s run before the
    /// first is answered (a double tap, or Allow then "Not right now" / a dismiss); returns once both taps
    /// are made.
    func presentPrimerTappingAccept(then second: CardAnswer) async -> DoubleTap {
        guard screen.claim() else { return .noCard }
        defer { screen.release() }
        async let answer = presenter.present(config.card)
        await primer.displayedAsync(config: config)
        _ = await answer
        let first = primer.tap(.accept, config: config)
        let other = primer.tap(second, config: config)
        return .tapped(
            PendingAttempt { Self.attempt(await first.value) }, PendingAttempt { Self.attempt(await other.value) })
    }

    private static func attempt(_ outcome: PrimerOutcome) -> DriverAttempt {
        DriverAttempt(result: outcome.result, vendorOutcome: vendorOutcome(outcome), suppression: outcome.suppression)
    }

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

/// The app's single place for a card: claimed while one is on screen.
final class CardSlot: Sendable {
    private let occupied = LockedValue(false)

    /// Takes the slot; `false` when a card already holds it.
    func claim() -> Bool {
        occupied.withLock { occupied in
            defer { occupied = true }
            return !occupied
        }
    }

    /// Frees the slot.
    func release() { occupied.withLock { $0 = false } }
}
