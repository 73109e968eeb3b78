import Foundation
@_spi(AdapterAuthoring) import PrimerCore

/// A `CardPresenter` for SwiftUI: hand it to any adapter as its card port, attach it to a view with
/// `.primerCard(_:)`, and the card the engine asks for appears there. Every decision is here, tested on
/// Linux; the SwiftUI modifier only draws ``shown`` and reports taps.
///
/// - ``present(_:)`` answers `CardAnswer/failedToPresent` at once when no view hosts the presentation
///   (none attached, or all gone) or a card is already showing: the engine never hangs on a missing UI.
/// - The first answer for a card wins; a late or repeated tap is ignored.
/// - When the last hosting view goes away while a card shows, or the task awaiting the answer is
///   cancelled, the card is gone without a choice: `CardAnswer/dismiss`.
public final class PrimerCardPresentation: CardPresenter {
    /// A card on screen: its model and an identity that changes with every presentation.
    public struct ShownCard: Sendable, Identifiable {
        /// Distinguishes one presentation from the next (a SwiftUI identity).
        public var id: Int
        /// What the card shows.
        public var model: PrimerCardModel
    }

    private struct State {
        var hosts = 0
        var shown: ShownCard?
        var pending: CheckedContinuation<CardAnswer, Never>?
        var lastID = 0
        var lastObserverID = 0
        /// Cards whose task was cancelled before they showed (removed when they would have).
        var cancelled: Set<Int> = []
        var observers: [Int: @Sendable (ShownCard?) -> Void] = [:]
    }

    private let state = LockedValue(State())
    private let preferredLanguages: @Sendable () -> [String]

    /// A presentation whose cards use the user's languages (`preferredLanguages` is read for each card).
    public init(preferredLanguages: @escaping @Sendable () -> [String] = { Locale.preferredLanguages }) {
        self.preferredLanguages = preferredLanguages
    }

    /// The card showing now, if any.
    public var shown: ShownCard? { state.withLock { $0.shown } }

    /// Whether a view hosts the presentation now.
    public var isHosted: Bool { state.withLock { $0.hosts > 0 } }

    /// Shows `card` in the hosting view and waits for the user's answer.
    public func present(_ card: PrimerCard) async -> CardAnswer {
        let model = PrimerCardModel(card: card, preferredLanguages: preferredLanguages())
        let id = state.withLock { state -> Int in
            state.lastID += 1
            return state.lastID
        }
        return await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                let outcome = state.withLock { state -> Result<[@Sendable (ShownCard?) -> Void], Refusal> in
                    if state.cancelled.remove(id) != nil { return .failure(.cancelled) }
                    guard state.hosts > 0, state.shown == nil else { return .failure(.cannotShow) }
                    state.shown = ShownCard(id: id, model: model)
                    state.pending = continuation
                    return .success(Array(state.observers.values))
                }
                switch outcome {
                case let .success(observers):
                    for observer in observers { observer(ShownCard(id: id, model: model)) }
                case .failure(.cancelled): continuation.resume(returning: .dismiss)
                case .failure(.cannotShow): continuation.resume(returning: .failedToPresent)
                }
            }
        } onCancel: {
            let showing = state.withLock { state -> Bool in
                if state.shown?.id == id { return true }
                state.cancelled.insert(id)
                return false
            }
            if showing { answer(.dismiss, to: id) }
        }
    }

    /// Why a card was not shown.
    private enum Refusal: Error {
        case cancelled, cannotShow
    }

    /// Reports the user's answer to the card `id` (from the view); ignored unless that card still shows.
    public func answer(_ answer: CardAnswer, to id: Int) {
        let (continuation, observers) = state.withLock {
            state -> (
                CheckedContinuation<CardAnswer, Never>?,
                [@Sendable (ShownCard?) -> Void]
            ) in
            guard state.shown?.id == id, let pending = state.pending else { return (nil, []) }
            state.shown = nil
            state.pending = nil
            return (pending, Array(state.observers.values))
        }
        guard let continuation else { return }
        for observer in observers { observer(nil) }
        continuation.resume(returning: answer)
    }

    /// Reports a tap on `button` of the card `id`.
    public func tap(_ button: CardButtonRole, on id: Int) { answer(button.answer, to: id) }

    /// Marks a view as hosting the presentation until the returned observation is cancelled or released;
    /// when the last host goes while a card shows, the card is answered `CardAnswer/dismiss`.
    public func attachHost() -> LifecycleObservation {
        state.withLock { $0.hosts += 1 }
        return LifecycleObservation { [weak self] in self?.detachHost() }
    }

    private func detachHost() {
        let orphan = state.withLock { state -> Int? in
            state.hosts -= 1
            return state.hosts == 0 ? state.shown?.id : nil
        }
        if let orphan { answer(.dismiss, to: orphan) }
    }

    /// Every change of ``shown``, starting with the current value; ends when the consumer stops.
    public func updates() -> AsyncStream<ShownCard?> {
        let (stream, continuation) = AsyncStream.makeStream(of: ShownCard?.self, bufferingPolicy: .unbounded)
        let id = state.withLock { state -> Int in
            state.lastObserverID += 1
            state.observers[state.lastObserverID] = { continuation.yield($0) }
            continuation.yield(state.shown)
            return state.lastObserverID
        }
        continuation.onTermination = { [weak self] _ in
            // The observer holds the stream's continuation: released after the unlock.
            self?.state.withLockReleasingAfterUnlock { $0.observers.removeValue(forKey: id) }
        }
        return stream
    }
}
