/// Runs an attempt's moves one after another, in call order: each starts when the one before it has
/// finished, whatever order their tasks are scheduled in. Each move is a task of the environment's
/// spawner, so the device's idle covers it.
final class OrderedMoves: Sendable {
    /// Waits for the last move scheduled (a closure rather than a `Task<Void, Never>`, so that a move
    /// of any result type costs one task, not a second one to erase its type).
    private let tail: LockedValue<(@Sendable () async -> Void)?>
    private let spawner: any TaskSpawner

    /// A line whose first move waits for every move already scheduled on `previous` (none when `nil`).
    init(after previous: OrderedMoves? = nil, spawner: any TaskSpawner) {
        tail = LockedValue(previous?.tail.withLock { $0 })
        self.spawner = spawner
    }

    /// Schedules `move` after every earlier one and returns its task.
    func append<Result: Sendable>(_ move: @escaping @Sendable () async -> Result) -> Task<Result, Never> {
        tail.withLock { tail in
            let previous = tail
            let task = spawner.spawn {
                await previous?()
                return await move()
            }
            tail = { _ = await task.value }
            return task
        }
    }

    /// Returns once every move scheduled so far has finished.
    func waitForScheduled() async {
        await tail.withLock { $0 }?()
    }
}
