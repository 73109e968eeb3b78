@_spi(AdapterAuthoring) import PrimerCore

/// The stores' monotonic clock (their `now` seam), moved by hand.
final class ManualMonotonicClock: Sendable {
    private let nanoseconds = LockedValue<UInt64>(1_000_000_000)

    /// The time now, for a store's `now`.
    var now: @Sendable () -> UInt64 { { [nanoseconds] in nanoseconds.withLock { $0 } } }

    func advance(by interval: UInt64) { nanoseconds.withLock { $0 += interval } }
}
