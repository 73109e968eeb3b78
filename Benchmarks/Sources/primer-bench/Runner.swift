import AllocationCounter

/// Runs benchmarks in interleaved rounds after a warm-up, so that a change in the machine's load
/// affects every benchmark alike rather than one of them.
struct Runner {
    /// Rounds per benchmark.
    var rounds: Int
    /// The time a calibrated round aims at, in nanoseconds.
    var roundTarget: Double
    /// One short round without warm-up (CI).
    var quick: Bool

    func run(_ benchmarks: [Benchmark], progress: (String) -> Void) async -> [Measurement] {
        var iterations: [Int] = []
        for benchmark in benchmarks {
            // Calibration: one cold operation (first reads, caches filled), then one warm one timed, then
            // (unless quick) a warm-up round at the calibrated count.
            _ = await benchmark.measure(1)
            let calibrated: Int
            if let fixed = benchmark.fixedIterations {
                calibrated = fixed
            } else if quick {
                calibrated = 1
            } else {
                let warm = await benchmark.measure(1)
                calibrated = max(1, min(1_000_000, Int(roundTarget / max(warm.nanosecondsPerOperation, 1))))
            }
            iterations.append(calibrated)
            if !quick { _ = await benchmark.measure(calibrated) }
            progress("warmed up \(benchmark.name): \(calibrated) per round")
        }
        var samples = Array(repeating: [RoundSample](), count: benchmarks.count)
        for round in 0..<(quick ? 1 : rounds) {
            for (index, benchmark) in benchmarks.enumerated() {
                samples[index].append(await benchmark.measure(iterations[index]))
            }
            progress("round \(round + 1) done")
        }
        let counting = allocation_counter_is_active() != 0
        return zip(benchmarks, samples).map { benchmark, samples in
            Measurement(
                name: benchmark.name, medianNanoseconds: median(samples.map(\.nanosecondsPerOperation)),
                allocations: counting ? median(samples.map(\.allocationsPerOperation)) : nil)
        }
    }
}
