@_spi(AdapterAuthoring) import PrimerCore
import PrimerSimulator

/// A second adapter's primer on the same device (the reference, with no throttle), presented while the
/// adapter under test holds the device's card or its system request: the device's engine is one per
/// device, so it must find the card on screen (``SuppressionReason/alreadyOnScreen``) and show nothing.
/// Its card, if it wrongly shows one, is answered "Later" without touching the scripted user.
final class AnotherPrimer: Sendable {
    /// What the second primer did at one moment.
    struct Probe: Sendable {
        /// When it presented (`the card is on screen`, `the system prompt is open`).
        let moment: String
        /// Its outcome, when it decided while the adapter's card or request was held.
        let outcome: PrimerOutcome?
        /// Whether it put a card of its own on screen.
        let showedCard: Bool
    }

    private let primer: ReferencePrimer
    private let shown = LockedValue(0)
    private let probes = LockedValue<[Probe]>([])

    init(device: SimulatedDevice) {
        let presenter = CountingLaterPresenter(shown: shown)
        primer = ReferencePrimer(
            environment: device.environment.with(presenter: presenter), policy: PrimerPolicy(),
            card: PrimerCard(
                campaignId: "another-adapter", title: "Another adapter", message: "On the same device",
                acceptLabel: "Allow", declineLabel: "Later"))
    }

    /// Every probe so far, in order.
    var made: [Probe] { probes.withLock { $0 } }

    /// Presents once the device's engine says a card is up or a request in flight (a fact a correct
    /// adapter makes true before its card reaches the screen or its request is sent; one that never
    /// tells the engine is let go at the backstop), and returns once it decided or showed a card. What it
    /// does only after the adapter's hold ends is not judged (`outcome` is then `nil`), so holding longer
    /// changes no verdict.
    func present(while moment: String) async -> Task<Void, Never> {
        let softAsk = primer.softAsk
        await FactWait.until {
            if case .suppress(.alreadyOnScreen, _) = await softAsk.decide() { true } else { false }
        }
        let before = shown.withLock { $0 }
        let decided = LockedValue<PrimerOutcome?>(nil)
        let presenting = Task { [primer] in
            let outcome = await primer.present()
            decided.withLock { $0 = outcome }
        }
        await FactWait.until { decided.withLock { $0 != nil } || shown.withLock { $0 } > before }
        let probe = Probe(
            moment: moment, outcome: decided.withLock { $0 }, showedCard: shown.withLock { $0 } > before)
        probes.withLock { $0.append(probe) }
        return presenting
    }
}

/// Counts the cards it is handed and answers each "Later".
private struct CountingLaterPresenter: CardPresenter {
    let shown: LockedValue<Int>

    func present(_ card: PrimerCard) async -> CardAnswer {
        shown.withLock { $0 += 1 }
        return .later
    }
}
