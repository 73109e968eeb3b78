@_spi(AdapterAuthoring) import PrimerCore

/// The simplest possible primer adapter: the core engine with a policy, the card shown through the
/// environment's presenter, the canonical events collected as they are. It is the suite's yardstick
/// (it passes every check) and a worked example for contributors writing a new adapter.
public final class ReferencePrimer: Sendable {
    /// The device's engine with this primer's policy: every attempt goes through it.
    let softAsk: SoftAsk
    private let log = ReportLog<PrimerEvent>()
    /// The same events as reports made the moment each was emitted (what the conformance driver hands on).
    private let reports = ReportLog<AdapterReport>()
    /// The card shown on every attempt.
    public let card: PrimerCard

    /// Creates a primer over `environment` with `policy`.
    public init(
        environment: PlatformEnvironment, policy: PrimerPolicy = ReferencePolicy.make(),
        card: PrimerCard = ReferencePrimer.card
    ) {
        self.card = card
        softAsk = SoftAsk(
            policy: policy, environment: environment,
            events: { [log, reports] event in
                log.append(event)
                reports.append(AdapterReport(event: event.name, vendorForm: event.name.rawValue))
            })
    }

    /// Runs one attempt.
    public func present() async -> PrimerOutcome { await softAsk.run(card) }

    /// Every canonical event so far; `clear` empties the log.
    public func events(clear: Bool = false) -> [PrimerEvent] {
        clear ? log.drain() : log.all
    }

    /// The events since the last call as reports, each made when its event was emitted; empties both logs.
    public func takeReports() -> [AdapterReport] {
        _ = log.drain()
        return reports.drain()
    }

    /// The reference card.
    public static let card = PrimerCard(
        campaignId: "reference", title: "Stay in the loop",
        message: "Get a notification when your order ships.",
        acceptLabel: "Allow", declineLabel: "Not now")
}
