@_spi(AdapterAuthoring) import PrimerCore

/// Deliveries one after another, in the order their turns were taken: `OSNotifications` takes a turn
/// when a request starts (in call order, on the environment's ordered queue), so a request that joined
/// an earlier one still delivers after it.
final class DeliveryLine: Sendable {
    /// Returns once the last turn taken so far has delivered.
    private let last = LockedValue<(@Sendable () async -> Void)?>(nil)

    /// A turn: `previous` returns once the turn before it has delivered; call `done` once this one has.
    func take() -> (previous: @Sendable () async -> Void, done: @Sendable () -> Void) {
        let (delivered, finish) = AsyncStream<Void>.makeStream()
        let previous = last.withLock { last in
            defer { last = { for await _ in delivered {} } }
            return last
        }
        return ({ await previous?() }, { finish.finish() })
    }
}
