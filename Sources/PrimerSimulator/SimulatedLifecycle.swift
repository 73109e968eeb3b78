import Foundation
import PrimerCore

/// The simulated foreground signal; ``SimulatedDevice/returnToForeground()`` fires it.
public struct SimulatedLifecycle: AppLifecycle {
    let system: SimulatedSystem

    /// Registers `handler` until the observation is cancelled or the process relaunches.
    public func observeForeground(_ handler: @escaping @Sendable () async -> Void) -> LifecycleObservation {
        system.observeForeground(handler)
    }
}
