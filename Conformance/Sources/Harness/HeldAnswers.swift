@_spi(AdapterAuthoring) import PrimerCore
@_spi(AdapterAuthoring) import PrimerSimulator

/// Holds the next card on screen and the next system request open, so the suite can tell what an
/// adapter reported while the card was up and while iOS had not answered yet (``DeliveryOrder``
/// moments, compared with each report's). The harness lets each go once what is judged has been reported
/// (`Harness.presentHoldingAnswers(expecting:)`).
final class HeldAnswers: Sendable {
    private struct State {
        var cardUp = false
        /// When the card was answered (let go), in ``DeliveryOrder``.
        var answeredAt: UInt64?
        /// When the system request was let through.
        var requestAnsweredAt: UInt64?
    }

    private let state = LockedValue(State())
    private let card = OneShotGate()
    let requests: HeldPermissionRequests

    init(requests: HeldPermissionRequests) { self.requests = requests }

    /// A card reached the presenter: wait until it is answered.
    func cardArrived() async {
        let first = state.withLock { state -> Bool in
            defer { state.cardUp = true }
            return !state.cardUp
        }
        if first { await card.wait() }
    }

    var cardUp: Bool { state.withLock { $0.cardUp } }
    var answeredAt: UInt64? { state.withLock { $0.answeredAt } }
    var requestAnsweredAt: UInt64? { state.withLock { $0.requestAnsweredAt } }

    /// Lets the held card be answered (once).
    func answerCard() {
        let open = state.withLock { state -> Bool in
            guard state.answeredAt == nil else { return false }
            state.answeredAt = DeliveryOrder.next()
            return true
        }
        if open { card.open() }
    }

    /// Lets the held request, and every later one, through (once).
    func answerRequests() {
        let open = state.withLock { state -> Bool in
            guard state.requestAnsweredAt == nil else { return false }
            state.requestAnsweredAt = DeliveryOrder.next()
            return true
        }
        if open { requests.letEveryRequestThrough() }
    }
}

/// A presenter that holds the first card on screen until ``HeldAnswers/answerCard()``.
struct AnswerHoldingPresenter: CardPresenter {
    let held: HeldAnswers
    let inner: any CardPresenter

    func present(_ card: PrimerCard) async -> CardAnswer {
        await held.cardArrived()
        return await inner.present(card)
    }
}
