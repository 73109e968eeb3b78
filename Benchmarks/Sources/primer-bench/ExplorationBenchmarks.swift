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
            explore(.rakuten, name: "exploration.rakuten.step.oneLane", lanes: 1),
        ]
    }

    /// `lanes`: by default the exploration's own (one per active processor).
    private static func explore(_ descriptor: AdapterDescriptor, name: String, lanes: Int? = nil) -> Benchmark {
        Benchmark(
            name: name,
            round: { iterations in
                var steps = 0
                for _ in 0..<iterations {
                    var exploration = Exploration(descriptor: descriptor, depth: depth)
                    if let lanes { exploration.lanes = lanes }
                    steps += await exploration.run().stepsExecuted
                }
                return steps
            }, fixedIterations: 1)
    }
}
