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
    /// Waits for the last operation enqueued (a closure, so an operation of any result type costs one
    /// task). Its own lock, taken before the state's when both are.
    private let queueTail = LockedValue<(@Sendable () async -> Void)?>(nil)
    /// The enqueued operations not finished yet, by their place in the queue, and the serial ones
    /// waiting for them.
    private let unfinished = LockedValue(UnfinishedOperations())
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
        // A task an enqueued operation starts is not that operation: it cannot leave its place.
        var operation = operation
        if QueuePlace.current.get() != nil {
            operation = { [operation] in await QueuePlace.current.withValue(nil) { await operation() } }
        }
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

    /// Runs `operation` in a new task once every operation enqueued before it has finished or left its
    /// place (`QueuePlace`: the engine leaves it once a request is in flight or a card on screen), and
    /// keeps count of it until it returns.
    @discardableResult
    public func enqueue<Result: Sendable>(
        _ operation: @escaping @Sendable () async -> Result
    ) -> Task<Result, Never> {
        // The tail is read and replaced under its lock, so concurrent callers get one order.
        enqueue(serial: false, operation)
    }

    /// Runs `operation` in a new task once every operation enqueued before it has finished, holding its
    /// place until it has finished too, and keeps count of it until it returns.
    @discardableResult
    public func enqueueSerial<Result: Sendable>(
        _ operation: @escaping @Sendable () async -> Result
    ) -> Task<Result, Never> {
        enqueue(serial: true, operation)
    }

    private func enqueue<Result: Sendable>(
        serial: Bool, _ operation: @escaping @Sendable () async -> Result
    ) -> Task<Result, Never> {
        // The tail is read and replaced under its lock, so concurrent callers get one order.
        queueTail.withLock { tail in
            let previous = tail
            let place = QueuePlace()
            let number = unfinished.withLock { $0.add() }
            let task = spawn { [unfinished] in
                await previous?()
                if serial { await Self.waitUntilFinished(before: number, unfinished) }
                // A serial operation's place is left when it ends, whatever the engine says meanwhile.
                let result = await QueuePlace.current.withValue(serial ? nil : place) { await operation() }
                place.leave()
                let resumed = unfinished.withLock { $0.finish(number) }
                for waiter in resumed { waiter.resume() }
                return result
            }
            tail = { await place.waitUntilLeft() }
            return task
        }
    }

    private static func waitUntilFinished(before number: Int, _ unfinished: LockedValue<UnfinishedOperations>) async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let resumeNow = unfinished.withLock { $0.wait(before: number, continuation) }
            if resumeNow { continuation.resume() }
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

/// The enqueued operations of a ``TrackedTasks`` not finished yet, numbered in queue order, and the
/// serial operations waiting for every one before them to finish.
private struct UnfinishedOperations {
    private var last = 0
    private var running = Set<Int>()
    private var waiters: [(before: Int, continuation: CheckedContinuation<Void, Never>)] = []

    /// Numbers a new operation.
    mutating func add() -> Int {
        last += 1
        running.insert(last)
        return last
    }

    /// Operation `number` finished: the waiters it was the last one before are handed back, to resume
    /// after the unlock.
    mutating func finish(_ number: Int) -> [CheckedContinuation<Void, Never>] {
        running.remove(number)
        let running = running
        let busy = { (before: Int) in running.contains { $0 < before } }
        let ready = waiters.filter { !busy($0.before) }.map(\.continuation)
        waiters.removeAll { !busy($0.before) }
        return ready
    }

    /// Keeps `continuation` until every operation before `number` has finished; `true` when none is
    /// running now (the caller resumes it at once).
    mutating func wait(before number: Int, _ continuation: CheckedContinuation<Void, Never>) -> Bool {
        guard isBusy(before: number) else { return true }
        waiters.append((number, continuation))
        return false
    }

    private func isBusy(before number: Int) -> Bool {
        running.contains { $0 < number }
    }
}
