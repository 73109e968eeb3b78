/// The ``TaskSpawner``: it keeps count of the work it starts, so that ``waitUntilIdle()`` can return once
/// that work is done.
///
/// ``spawn(_:)`` runs the work in a new `Task` (which inherits the caller's priority and task-locals, as
/// `Task {}` does). ``waitUntilIdle()`` returns once every task started before it was called, and every
/// task those started through this tracker, has finished; a task started by an unrelated caller while it
/// waits is not waited for, so a steady stream of calls cannot keep it waiting for ever.
@_spi(AdapterAuthoring)
public final class TrackedTasks: TaskSpawner {
    private struct State {
        /// The tasks not finished yet: each one's id and the id of the outermost tracked task it descends
        /// from (its own id when no tracked task started it).
        var running: [Int: Int] = [:]
        var started = 0
        var waiters: [Waiter] = []
    }

    /// A `waitUntilIdle()` call: it returns once no running task descends from one started up to `upTo`.
    private struct Waiter {
        let upTo: Int
        let continuation: CheckedContinuation<Void, Never>
    }

    private let state = LockedValue(State())
    /// The outermost tracked task the current task descends from, so that the work a tracked task starts
    /// counts for whoever waits for that task.
    private let origin = TaskLocal<Int?>(wrappedValue: nil)

    public init() {}

    /// How many `waitUntilIdle()` calls are waiting now (a test forces an order with it).
    package var waitingCount: Int { state.withLock { $0.waiters.count } }

    /// How many tasks were spawned so far: a caller that waited until idle and then did something knows
    /// from it whether that started more work.
    package var spawnedCount: Int { state.withLock { $0.started } }

    /// Runs `operation` in a new task and keeps count of it until it returns.
    @discardableResult
    public func spawn<Result: Sendable>(
        _ operation: @escaping @Sendable () async -> Result
    ) -> Task<Result, Never> {
        let inherited = origin.get()
        let id = state.withLock { state in
            state.started += 1
            state.running[state.started] = inherited ?? state.started
            return state.started
        }
        return Task {
            let result = await origin.withValue(inherited ?? id) { await operation() }
            finished(id)
            return result
        }
    }

    /// Returns once every task started before this call, and every task those started through this
    /// tracker, has finished.
    public func waitUntilIdle() async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let waiter: Waiter? = state.withLock { state in
                let waiter = Waiter(upTo: state.started, continuation: continuation)
                guard Self.isBusy(state.running, upTo: waiter.upTo) else { return waiter }
                state.waiters.append(waiter)
                return nil
            }
            waiter?.continuation.resume()
        }
    }

    private func finished(_ id: Int) {
        // The waiters are resumed after the unlock: a resumed one may start work here at once.
        let done: [Waiter] = state.withLock { state in
            state.running[id] = nil
            let (busy, done) = state.waiters.reduce(into: ([Waiter](), [Waiter]())) { split, waiter in
                if Self.isBusy(state.running, upTo: waiter.upTo) {
                    split.0.append(waiter)
                } else {
                    split.1.append(waiter)
                }
            }
            state.waiters = busy
            return done
        }
        for waiter in done { waiter.continuation.resume() }
    }

    private static func isBusy(_ running: [Int: Int], upTo: Int) -> Bool {
        running.values.contains { $0 <= upTo }
    }
}
