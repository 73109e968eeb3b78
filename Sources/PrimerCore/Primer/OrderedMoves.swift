/// Runs an attempt's moves one after another, in call order: each starts when the one before it has
/// finished, whatever order their tasks are scheduled in.
final class OrderedMoves: Sendable {
    private let tail = LockedValue<Task<Void, Never>?>(nil)

    /// Schedules `move` after every earlier one and returns its task.
    func append<Result: Sendable>(_ move: @escaping @Sendable () async -> Result) -> Task<Result, Never> {
        tail.withLock { tail in
            let previous = tail
            let task = Task {
                await previous?.value
                return await move()
            }
            tail = Task { _ = await task.value }
            return task
        }
    }
}
