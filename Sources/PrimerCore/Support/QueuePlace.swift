/// An operation's place on a spawner's ordered queue (`TrackedTasks.enqueue(_:)`): the next operation
/// starts once this one has left it, at its end or earlier, when its call has taken effect and what is
/// left waits for the user or the system (the engine leaves it once a request is in flight, so a
/// request queued after it joins that one, or once a card is on screen).
final class QueuePlace: Sendable {
    /// The place of the enqueued operation the current task runs, if any (a task it spawns has none).
    static let current = TaskLocal<QueuePlace?>(wrappedValue: nil)

    private struct State {
        var left = false
        var waiters: [CheckedContinuation<Void, Never>] = []
    }

    private let state = LockedValue(State())

    /// The next operation may start. Idempotent.
    func leave() {
        let waiters = state.withLock { state -> [CheckedContinuation<Void, Never>] in
            guard !state.left else { return [] }
            state.left = true
            defer { state.waiters.removeAll() }
            return state.waiters
        }
        for waiter in waiters { waiter.resume() }
    }

    /// Returns once the place was left.
    func waitUntilLeft() async {
        await withCheckedContinuation { continuation in
            let resumeNow = state.withLock { state -> Bool in
                guard !state.left else { return true }
                state.waiters.append(continuation)
                return false
            }
            if resumeNow { continuation.resume() }
        }
    }

    /// Leaves the current task's place, if it runs an enqueued operation.
    static func leaveCurrent() {
        current.get()?.leave()
    }
}
