import PrimerConformance
import PrimerCore
import RakutenConformance

/// Exhaustive exploration, per step executed: Rakuten against the reference adapter.
enum ExplorationBenchmarks {
    /// Deep enough that deduplication matters, shallow enough for a round of about a second.
    static let depth = 3

    static func all() -> [Benchmark] {
        [
            explore(.rakuten, name: "exploration.rakuten.step"),
            explore(.reference, name: "exploration.reference.step"),
        ]
    }

    private static func explore(_ descriptor: AdapterDescriptor, name: String) -> Benchmark {
        Benchmark(
            name: name,
            round: { iterations in
                var steps = 0
                for _ in 0..<iterations {
                    steps += await Exploration(descriptor: descriptor, depth: depth).run().stepsExecuted
                }
                return steps
            }, fixedIterations: 1)
    }
}
