import PrimerCore

/// Holds the next card at the presenter for good, as a process killed while the card is on screen
/// never gets its answer, and tells the harness when a card arrived (or the present ended without one).
actor HeldCards {
    private var holding = false
    private var arrived = false
    private var waiter: CheckedContinuation<Void, Never>?

    /// Holds the next card that arrives.
    func holdNext() {
        holding = true
        arrived = false
    }

    /// A card reached the presenter: when one is held, signal it and never return (the process is
    /// about to be killed; nothing after the card may run). Otherwise pass it on.
    func arrive() async -> Bool {
        guard holding else { return false }
        holding = false
        signal()
        return true
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
        if await held.arrive() {
            // Never resumed, on purpose: the process that showed this card is killed.
            await withUnsafeContinuation { (_: UnsafeContinuation<Void, Never>) in }
        }
        return await inner.present(card)
    }
}
