import Foundation
import PrimerCore

/// The engine's status-read deadline on the simulated device: while the device's status reads hang it
/// passes as soon as the read it races is held by the system, and never otherwise (it waits until the
/// read wins and cancels it), so a read times out exactly when the test scripts it, and always after the
/// system has seen it.
struct SimulatedStatusDeadline: PrimerTimer {
    /// Weak: the system owns its engine, which owns this deadline.
    weak var system: SimulatedSystem?

    func sleep(for duration: TimeInterval) async throws {
        if let system, system.statusReadsHangNow {
            try await system.waitUntilAReadIsHeld()
            return
        }
        try await suspendUntilCancelled()
    }
}
