import Foundation

/// Lets time pass, injected so tests decide when a time limit runs out without sleeping.
///
/// Contract: ``sleep(for:)`` returns once `duration` seconds have passed, or throws `CancellationError`
/// as soon as the calling task is cancelled.
public protocol PrimerTimer: Sendable {
    /// Waits for `duration` seconds.
    func sleep(for duration: TimeInterval) async throws
}
