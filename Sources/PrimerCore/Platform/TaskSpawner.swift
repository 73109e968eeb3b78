/// Starts fire-and-forget work and knows when it is done: the one way a primer or an adapter starts a
/// task it does not await, so that idle is a fact (as swift-nio's `EmbeddedEventLoop` owns its tasks).
///
/// ``TrackedTasks`` is the one in use: an environment's default, and the simulator's per process.
/// Structured work (a deadline race's worker and timer, task groups) does not go through it.
@_spi(AdapterAuthoring) public protocol TaskSpawner: Sendable {
    /// Runs `operation` in a new task that inherits the caller's priority and task-locals, as `Task {}`
    /// does, and returns that task at once (await its `value` for the result, or forget it).
    @discardableResult
    func spawn<Result: Sendable>(_ operation: @escaping @Sendable () async -> Result) -> Task<Result, Never>

    /// Returns once every task spawned before this call, and every task those spawned through this
    /// spawner, has finished.
    func waitUntilIdle() async
}
