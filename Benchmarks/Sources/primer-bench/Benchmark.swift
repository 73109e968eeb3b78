import AllocationCounter

/// One named benchmark: an operation measured in rounds.
struct Benchmark {
    /// The stable name the figures are reported under (`decide.fileStore`).
    let name: String
    /// Runs the operation `iterations` times and measures it. Any set-up it needs is done before the
    /// benchmark is made.
    let measure: (_ iterations: Int) async -> RoundSample
    /// Iterations per round whatever the calibration says (for operations of seconds, or paced ones).
    var fixedIterations: Int?

    /// A benchmark the runner times whole: `round` runs the operation `iterations` times and returns how
    /// many operations it ran (an exploration counts its steps).
    init(name: String, round: @escaping (_ iterations: Int) async -> Int, fixedIterations: Int? = nil) {
        self.name = name
        measure = { iterations in await sample(round, iterations: iterations) }
        self.fixedIterations = fixedIterations
    }

    /// A benchmark that times each operation itself, because a round holds more than its operations (the
    /// pause of a paced benchmark, the process start of a launch one).
    init(name: String, fixedIterations: Int, measuring: @escaping (_ iterations: Int) async -> RoundSample) {
        self.name = name
        measure = measuring
        self.fixedIterations = fixedIterations
    }

    /// `operation` as an app performs it: once after each pause of ``pacedPause`` seconds, longer than the
    /// 10 ms for which `FileStore` and `UserDefaultsStore` trust what they read last, so every operation
    /// checks the file or asks `UserDefaults` again, with the processor's caches as cold as the pause
    /// leaves them. Only the operations are timed and their allocations counted; the pause is not.
    static func paced(_ name: String, _ operation: @escaping () async -> Void) -> Benchmark {
        Benchmark(name: name, fixedIterations: pacedOperationsPerRound) { iterations in
            var nanoseconds: UInt64 = 0
            var allocations: UInt64 = 0
            for _ in 0..<iterations {
                pause(seconds: pacedPause)
                let allocationsBefore = allocation_counter_total()
                let start = monotonicNanoseconds()
                await operation()
                nanoseconds += monotonicNanoseconds() - start
                allocations += allocation_counter_total() - allocationsBefore
            }
            return RoundSample(operations: iterations, nanoseconds: nanoseconds, allocations: allocations)
        }
    }

    /// `operation` timed alone, each time right after `setUp` (not timed, nor its allocations counted):
    /// for an operation whose cost depends on what happened just before it (another writer's write).
    static func afterSetUp(
        _ name: String, operationsPerRound: Int = 20, setUp: @escaping () async -> Void,
        _ operation: @escaping () async -> Void
    ) -> Benchmark {
        Benchmark(name: name, fixedIterations: operationsPerRound) { iterations in
            var nanoseconds: UInt64 = 0
            var allocations: UInt64 = 0
            for _ in 0..<iterations {
                await setUp()
                let allocationsBefore = allocation_counter_total()
                let start = monotonicNanoseconds()
                await operation()
                nanoseconds += monotonicNanoseconds() - start
                allocations += allocation_counter_total() - allocationsBefore
            }
            return RoundSample(operations: iterations, nanoseconds: nanoseconds, allocations: allocations)
        }
    }

    /// The pause before each operation of a paced benchmark, in seconds (an app decides every few
    /// seconds at most; any pause past the stores' 10 ms takes the same path through them).
    static let pacedPause = 0.05
    /// Operations per round of a paced benchmark: half a second of pauses.
    static let pacedOperationsPerRound = 10
}

/// Keeps a result alive so the optimiser cannot drop the work that produced it.
@inline(never)
func keep<T>(_ value: T) {
    withExtendedLifetime(value) {}
}
