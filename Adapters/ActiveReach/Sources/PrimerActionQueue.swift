import PrimerCore

/// Runs the primer's fire-and-forget calls one after another, in call order, so `displayed` is always
/// emitted before the `allowTapped` that follows it, and collapses repeated Allow taps into one attempt.
final class PrimerActionQueue: Sendable {
    private struct State {
        var tail: Task<Void, Never>?
        var enqueued = 0
        var pendingAllow: (id: Int, task: Task<PrimerOutcome, Never>)?
    }

    private let state = LockedValue(State())

    /// Schedules `work` after every earlier action and returns its task.
    func enqueue<Result: Sendable>(_ work: @escaping @Sendable () async -> Result) -> Task<Result, Never> {
        state.withLock { state in Self.append(work, to: &state) }
    }

    /// Schedules an Allow; while an earlier Allow has not finished, returns that one instead, so a double
    /// tap is one attempt with one set of events.
    func allow(_ work: @escaping @Sendable () async -> PrimerOutcome) -> Task<PrimerOutcome, Never> {
        state.withLock { state in
            if let pending = state.pendingAllow { return pending.task }
            let id = state.enqueued + 1
            let task = Self.append(
                { [self] in
                    let outcome = await work()
                    self.state.withLock { state in
                        if state.pendingAllow?.id == id { state.pendingAllow = nil }
                    }
                    return outcome
                }, to: &state)
            state.pendingAllow = (id, task)
            return task
        }
    }

    /// A new card is on screen: later taps belong to it, not to an Allow of the previous card that is
    /// still being answered (that one keeps running, in order).
    func startNewCard() {
        state.withLock { $0.pendingAllow = nil }
    }

    /// The Allow attempt still running, if any (a Later or dismiss tapped meanwhile joins it).
    var pendingAllow: Task<PrimerOutcome, Never>? { state.withLock { $0.pendingAllow?.task } }

    /// Returns once every action scheduled so far, and every action those scheduled, has finished.
    func waitUntilIdle() async {
        while true {
            let (tail, count) = state.withLock { ($0.tail, $0.enqueued) }
            await tail?.value
            if state.withLock({ $0.enqueued }) == count { return }
        }
    }

    private static func append<Result: Sendable>(
        _ work: @escaping @Sendable () async -> Result,
        to state: inout State
    ) -> Task<Result, Never> {
        let previous = state.tail
        let task = Task {
            await previous?.value
            return await work()
        }
        state.tail = Task { _ = await task.value }
        state.enqueued += 1
        return task
    }
}
