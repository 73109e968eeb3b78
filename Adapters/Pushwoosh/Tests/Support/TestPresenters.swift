@_spi(AdapterAuthoring) import PrimerCore
import PrimerSimulator

/// Keeps the card on screen until the test answers it.
final class GatedPresenter: CardPresenter {
    private let presented = AsyncStream<PrimerCard>.makeStream()
    private let answers = AsyncStream<CardAnswer>.makeStream()

    func present(_ card: PrimerCard) async -> CardAnswer {
        presented.continuation.yield(card)
        for await answer in answers.stream { return answer }
        return .dismiss
    }

    /// Waits until a card is on screen and returns it.
    func waitUntilPresented() async -> PrimerCard? {
        for await card in presented.stream { return card }
        return nil
    }

    func answer(_ answer: CardAnswer) { answers.continuation.yield(answer) }
}

/// Answers through the device's scripted user, recording every card and the most cards on screen at once.
final class CountingPresenter: CardPresenter {
    private struct State {
        var onScreen = 0
        var most = 0
        var cards: [PrimerCard] = []
    }

    private let inner: any CardPresenter
    private let state = LockedValue(State())

    init(device: SimulatedDevice) { inner = device.environment.presenter }

    func present(_ card: PrimerCard) async -> CardAnswer {
        state.withLock { state in
            state.onScreen += 1
            state.most = max(state.most, state.onScreen)
            state.cards.append(card)
        }
        let answer = await inner.present(card)
        state.withLock { $0.onScreen -= 1 }
        return answer
    }

    var mostOnScreen: Int { state.withLock { $0.most } }
    var cards: [PrimerCard] { state.withLock { $0.cards } }
}
