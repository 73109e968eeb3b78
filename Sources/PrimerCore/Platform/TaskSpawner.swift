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

    /// Runs `operation` as ``spawn(_:)`` does, but only once every operation enqueued before it on this
    /// spawner has taken effect: the one ordered queue of a process (every copy of an environment shares
    /// its spawner), on which a vendor call that returns at once puts its work, so a later call observes
    /// it and a query enqueued after it answers after it. An operation has taken effect when it returns,
    /// or earlier once what is left waits for the user or the system: the engine says so when its
    /// request is in flight (a request queued after it then joins it) or its card is on screen. An
    /// operation must not wait for one enqueued after it.
    @discardableResult
    func enqueue<Result: Sendable>(_ operation: @escaping @Sendable () async -> Result) -> Task<Result, Never>

    /// Runs `operation` on the same ordered queue as ``enqueue(_:)``, but only once every operation
    /// enqueued before it has finished, and holds its place until it has finished too: for a query (it
    /// answers after the calls before it, a request waiting for iOS included) and for a call that must
    /// not overlap an earlier one (a provisional registration, a disable after an enable).
    @discardableResult
    func enqueueSerial<Result: Sendable>(
        _ operation: @escaping @Sendable () async -> Result
    ) -> Task<Result, Never>

    /// Returns once every task spawned before this call, and every task those spawned through this
    /// spawner, has finished.
    func waitUntilIdle() async
}
