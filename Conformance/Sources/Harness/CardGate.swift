import PrimerCore

/// Holds cards at the presenter until every concurrent present has either reached a card or returned,
/// so "concurrent" really overlaps: an adapter without single-flight shows all its cards together,
/// whatever the scheduler does. If the presents wait on each other instead (an adapter that queues
/// them), ``release()`` after a bounded number of yields lets them through.
actor CardGate {
    private let expected: Int
    private var arrived = 0
    private var returned = 0
    private var isOpen = false
    private var waiters: [CheckedContinuation<Void, Never>] = []

    init(expected: Int) { self.expected = expected }

    /// A card reached the presenter: wait for the others.
    func arrive() async {
        guard !isOpen else { return }
        arrived += 1
        guard arrived + returned < expected else { return release() }
        await withCheckedContinuation { waiters.append($0) }
    }

    /// A present returned without (or after) a card.
    func presentReturned() {
        returned += 1
        if arrived + returned >= expected { release() }
    }

    /// Lets every held card through, now and from now on.
    func release() {
        isOpen = true
        let waiting = waiters
        waiters.removeAll()
        for waiter in waiting { waiter.resume() }
    }
}

/// A presenter that passes cards through a ``CardGate``.
struct GatedPresenter: CardPresenter {
    let gate: CardGate
    let inner: any CardPresenter

    func present(_ card: PrimerCard) async -> CardAnswer {
        await gate.arrive()
        return await inner.present(card)
    }
}
