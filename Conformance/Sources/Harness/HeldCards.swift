@_spi(AdapterAuthoring) import PrimerCore
import PrimerSimulator

/// Holds the next card at the presenter for good, as a process killed while the card is on screen
/// never gets its answer, and tells the harness when a card arrived (or the present ended without one).
/// "For good" is until the scenario is over (``endOfScenario()``): then the killed process's present
/// returns, so its task and everything it holds are freed rather than left suspended until exit.
actor HeldCards {
    private var holding = false
    private var arrived = false
    private var waiter: CheckedContinuation<Void, Never>?
    /// One gate per held card, opened at the end of the scenario.
    private nonisolated let heldForGood = LockedValue<[OneShotGate]>([])

    /// Holds the next card that arrives.
    func holdNext() {
        holding = true
        arrived = false
    }

    /// A card reached the presenter: when one is held, signal it and return the gate it waits at until
    /// the scenario is over (the process is about to be killed; nothing after the card may run while
    /// the scenario is judged). Otherwise pass it on (`nil`).
    func arrive() async -> OneShotGate? {
        guard holding else { return nil }
        holding = false
        let gate = OneShotGate()
        heldForGood.withLock { $0.append(gate) }
        signal()
        return gate
    }

    /// The scenario is over: every held card's present returns (to a process nobody observes any more).
    nonisolated func endOfScenario() {
        for gate in heldForGood.withLock({ $0 }) { gate.open() }
    }

    /// The present ended without a held card (suppressed, or the card failed).
    func presentEnded() {
        holding = false
        signal()
    }

    /// Waits until a card is held or the present ended.
    func waitForCardOrEnd() async {
        if arrived { return }
        await withCheckedContinuation { waiter = $0 }
    }

    private func signal() {
        arrived = true
        waiter?.resume()
        waiter = nil
    }
}

/// A presenter whose next card can be held on screen for good (``HeldCards``).
struct HoldingPresenter: CardPresenter {
    let held: HeldCards
    let inner: any CardPresenter

    func present(_ card: PrimerCard) async -> CardAnswer {
        if let killed = await held.arrive() {
            // The process that showed this card is killed: nothing answers it while the scenario runs.
            await killed.wait()
            return .failedToPresent
        }
        return await inner.present(card)
    }
}
