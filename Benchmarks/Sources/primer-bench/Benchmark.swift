/// One named benchmark: an operation measured in rounds.
struct Benchmark {
    /// The stable name the figures are reported under (`decide.fileStore`).
    let name: String
    /// Runs the operation `iterations` times and returns how many operations it ran (an exploration
    /// counts its steps). Any set-up it needs is done before the benchmark is made.
    let round: (_ iterations: Int) async -> Int
    /// Iterations per round whatever the calibration says (for operations of seconds).
    var fixedIterations: Int? = nil
}

/// Keeps a result alive so the optimiser cannot drop the work that produced it.
@inline(never)
func keep<T>(_ value: T) {
    withExtendedLifetime(value) {}
}
