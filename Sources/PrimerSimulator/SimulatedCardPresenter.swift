import Foundation
import PrimerCore

/// The scripted user answering primer cards.
public struct SimulatedCardPresenter: CardPresenter {
    let system: SimulatedSystem

    /// The user's next card answer; a card that fails to present leaves no trace.
    public func present(_ card: PrimerCard) async -> CardAnswer { await system.present(card) }
}
