/// An attempt's place in its engine's line: attempts decide one after another, in the order they were
/// begun. The turn is taken synchronously when the attempt is begun and waits for the previous attempt's
/// decision (card shown or suppressed), so unstructured tasks cannot overtake each other.
final class AttemptTurn: Sendable {
    private struct State {
        /// Dropped once waited for, so a long-lived app does not keep a chain of every attempt.
        var previous: AttemptTurn?
        var decided = false
        var waiters: [CheckedContinuation<Void, Never>] = []
        /// The calls put on the process's ordered queue before the attempt was begun have taken effect
        /// (``takePlace(on:)``; true when it was never called).
        var queueReached = true
        var queueWaiters: [CheckedContinuation<Void, Never>] = []
    }

    private let state: LockedValue<State>

    /// A turn after `previous` (`nil` for the first attempt).
    init(after previous: AttemptTurn?) {
        state = LockedValue(State(previous: previous))
    }

    /// Takes the attempt's place on `spawner`'s ordered queue (`TaskSpawner.enqueue(_:)`): it decides
    /// only after the calls queued before it have taken effect, and a call queued after it (a status
    /// query, a hard ask) waits until it has decided. Call it where the attempt is begun.
    func takePlace(on spawner: any TaskSpawner) {
        state.withLock { $0.queueReached = false }
        spawner.enqueue { [self] in
            let waiters = state.withLock { state -> [CheckedContinuation<Void, Never>] in
                state.queueReached = true
                defer { state.queueWaiters.removeAll() }
                return state.queueWaiters
            }
            for waiter in waiters { waiter.resume() }
            await waitUntilDecided()
        }
    }

    /// Waits until the calls queued before the attempt have taken effect and the previous attempt has
    /// decided.
    func waitForPrevious() async {
        await withCheckedContinuation { continuation in
            let resumeNow = state.withLock { state -> Bool in
                guard !state.queueReached else { return true }
                state.queueWaiters.append(continuation)
                return false
            }
            if resumeNow { continuation.resume() }
        }
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
