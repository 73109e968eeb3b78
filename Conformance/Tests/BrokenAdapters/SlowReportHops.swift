@_spi(AdapterAuthoring) import PrimerCore

/// Reports made after a hop that runs late: each one only after `yields` extra scheduler turns, in the
/// order they were heard, as an adapter that hands its events to another task on a busy machine delivers
/// them. The delay is forced (a number of yields), never a sleep, so it is as late on an idle machine as
/// on a busy one.
final class SlowReportHops: Sendable {
    let yields: Int
    /// The hop delivering the last report heard.
    private let last = LockedValue<Task<Void, Never>?>(nil)

    init(yields: Int) { self.yields = yields }

    /// Runs `report` after every report heard before it, `yields` scheduler turns later.
    func deliver(_ report: @escaping @Sendable () -> Void) {
        let yields = yields
        last.withLock { last in
            let previous = last
            last = Task {
                await previous?.value
                for _ in 0..<yields { await Task.yield() }
                report()
            }
        }
    }

    /// Returns once every report heard so far has been made (the adapter's idle hook).
    func waitUntilDelivered() async {
        var waited: Task<Void, Never>?
        while let hop = last.withLock({ $0 }), hop != waited {
            await hop.value
            waited = hop
        }
    }
}
