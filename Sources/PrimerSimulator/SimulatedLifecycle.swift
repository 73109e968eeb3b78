import Foundation
@_spi(AdapterAuthoring) import PrimerCore

/// The simulated foreground signal; ``SimulatedDevice/returnToForeground()`` fires it.
struct SimulatedLifecycle: AppLifecycle {
    let system: SimulatedSystem

    /// Registers `handler` until the observation is cancelled or the process relaunches.
    func observeForeground(_ handler: @escaping @Sendable () async -> Void) -> LifecycleObservation {
        system.observeForeground(handler)
    }
}
