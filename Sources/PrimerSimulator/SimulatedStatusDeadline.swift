import Foundation
import PrimerCore

/// The engine's status-read deadline on the simulated device: it passes at once while the device's
/// status reads hang, and never otherwise (it waits until the read wins and cancels it), so a read
/// times out exactly when the test scripts it.
struct SimulatedStatusDeadline: PrimerTimer {
    /// Weak: the system owns its engine, which owns this deadline.
    weak var system: SimulatedSystem?

    func sleep(for duration: TimeInterval) async throws {
        if system?.statusReadsHangNow == true { return }
        try await suspendUntilCancelled()
    }
}
