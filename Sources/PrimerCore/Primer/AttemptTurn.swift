/// An attempt's place in its engine's line: attempts decide one after another, in the order they were
/// begun. The turn is taken synchronously when the attempt is begun and waits for the previous attempt's
/// decision (card shown or suppressed), so unstructured tasks cannot overtake each other.
final class AttemptTurn: Sendable {
    private struct State {
        /// Dropped once waited for, so a long-lived app does not keep a chain of every attempt.
        var previous: AttemptTurn?
        var decided = false
        var waiters: [CheckedContinuation<Void, Never>] = []
    }

    private let state: LockedValue<State>

    /// A turn after `previous` (`nil` for the first attempt).
    init(after previous: AttemptTurn?) {
        state = LockedValue(State(previous: previous))
    }

    /// Waits until the previous attempt has decided.
    func waitForPrevious() async {
        let previous = state.withLock { $0.previous }
        await previous?.waitUntilDecided()
        state.withLock { $0.previous = nil }
    }

    /// This attempt has decided; the next one may decide. Idempotent.
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

/// The attempts an engine has handed out: the next number and the last turn.
struct AttemptLine {
    private var lastID: UInt64 = 0
    private var lastTurn: AttemptTurn?

    /// The next attempt's id and turn.
    mutating func next() -> (PrimerAttemptID, AttemptTurn) {
        lastID += 1
        let turn = AttemptTurn(after: lastTurn)
        lastTurn = turn
        return (PrimerAttemptID(rawValue: lastID), turn)
    }
}
