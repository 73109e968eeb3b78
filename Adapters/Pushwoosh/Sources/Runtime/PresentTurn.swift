import PrimerCore

/// A `present` call's place in line. The vendor serialises `present` calls through the main queue, so of
/// two calls the first one decides first and the second sees its card on screen. A turn is taken
/// synchronously when `present` is called and waits for the previous call's decision (card shown or
/// suppressed) before deciding itself, so unstructured tasks cannot overtake each other.
final class PresentTurn: Sendable {
    private struct State {
        /// Dropped once waited for, so a long-lived app does not keep a chain of every call.
        var previous: PresentTurn?
        var decided = false
        var waiters: [CheckedContinuation<Void, Never>] = []
    }

    private let state: LockedValue<State>

    /// A turn after `previous` (`nil` for the first call).
    init(after previous: PresentTurn?) {
        state = LockedValue(State(previous: previous))
    }

    /// Waits until the previous call has decided.
    func waitForPrevious() async {
        let previous = state.withLock { $0.previous }
        await previous?.waitUntilDecided()
        state.withLock { $0.previous = nil }
    }

    /// This call has decided (the card is on screen, or it was suppressed); the next call may decide.
    func markDecided() {
        let waiters = state.withLock { state -> [CheckedContinuation<Void, Never>] in
            guard !state.decided else { return [] }
            state.decided = true
            defer { state.waiters.removeAll() }
            return state.waiters
        }
        for waiter in waiters { waiter.resume() }
    }

    private func waitUntilDecided() async {
        await withCheckedContinuation { continuation in
            let resumeNow = state.withLock { state -> Bool in
                guard !state.decided else { return true }
                state.waiters.append(continuation)
                return false
            }
            if resumeNow { continuation.resume() }
        }
    }
}
