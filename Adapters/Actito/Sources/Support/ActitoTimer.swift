/// Lets time pass, injected so tests decide when a time budget runs out without sleeping.
///
/// Contract: ``sleep(for:)`` returns once `duration` has passed, or throws `CancellationError` as soon
/// as the calling task is cancelled.
public protocol ActitoTimer: Sendable {
    /// Waits for `duration`.
    func sleep(for duration: Duration) async throws
}

/// The real timer: `Task.sleep`.
public struct ActitoSystemTimer: ActitoTimer {
    /// Creates the timer.
    public init() {}

    /// `Task.sleep(for:)`.
    public func sleep(for duration: Duration) async throws {
        try await Task.sleep(for: duration)
    }
}
