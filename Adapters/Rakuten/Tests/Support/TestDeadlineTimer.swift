import Foundation
@_spi(AdapterAuthoring) import PrimerCore

/// A timer whose time runs out only when the test says so: ``expire()`` ends the sleep running now (or,
/// if none runs, the next one to begin); other sleeps last until they are cancelled.
final class TestDeadlineTimer: PrimerTimer {
    private struct State {
        var sleepers: [Int: CheckedContinuation<Void, any Error>] = [:]
        var nextSleeper = 0
        var expiryPending = false
        /// Sleeps cancelled before they began waiting.
        var cancelledEarly: Set<Int> = []
    }

    private let state = LockedValue(State())

    func sleep(for duration: TimeInterval) async throws {
        let id = state.withLock { state -> Int in
            state.nextSleeper += 1
            return state.nextSleeper
        }
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                let outcome = state.withLock { state -> Result<Void, any Error>? in
                    if state.cancelledEarly.remove(id) != nil { return .failure(CancellationError()) }
                    if state.expiryPending {
                        state.expiryPending = false
                        return .success(())
                    }
                    state.sleepers[id] = continuation
                    return nil
                }
                if let outcome { continuation.resume(with: outcome) }
            }
        } onCancel: {
            state.withLock { state -> CheckedContinuation<Void, any Error>? in
                guard let sleeper = state.sleepers.removeValue(forKey: id) else {
                    state.cancelledEarly.insert(id)
                    return nil
                }
                return sleeper
            }?.resume(throwing: CancellationError())
        }
    }

    /// Ends the sleeps running now; with none running, the next one ends as soon as it begins.
    func expire() {
        let sleepers = state.withLock { state in
            defer { state.sleepers.removeAll() }
            state.expiryPending = state.sleepers.isEmpty
            return Array(state.sleepers.values)
        }
        for sleeper in sleepers { sleeper.resume() }
    }
}
