/// The outcome of a tap already made, awaited later (``DoubleTap/tapped(_:_:)``).
public struct PendingAttempt: Sendable {
    private let outcome: @Sendable () async -> DriverAttempt

    /// A tap whose outcome `outcome` awaits (for example the value of the task the tap returned).
    public init(_ outcome: @escaping @Sendable () async -> DriverAttempt) { self.outcome = outcome }

    /// The tap's outcome, once it is answered.
    public var value: DriverAttempt { get async { await outcome() } }
}
