import AllocationCounter

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The figures of one benchmark: the median over its rounds of the time and of the heap allocations
/// per operation.
struct Measurement: Encodable {
    /// The benchmark's name.
    let name: String
    /// Median nanoseconds per operation.
    let medianNanoseconds: Double
    /// Median heap allocations per operation (`nil` where allocations cannot be counted).
    let allocations: Double?

    enum CodingKeys: String, CodingKey {
        case name
        case medianNanoseconds = "median_ns"
        case allocations
    }
}

/// What one round of a benchmark took.
struct RoundSample {
    let nanosecondsPerOperation: Double
    let allocationsPerOperation: Double
}

/// The monotonic clock, in nanoseconds.
func monotonicNanoseconds() -> UInt64 {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
}

/// Runs one round of `benchmark` and measures it.
func sample(_ benchmark: Benchmark, iterations: Int) async -> RoundSample {
    let allocationsBefore = allocation_counter_total()
    let start = monotonicNanoseconds()
    let operations = max(1, await benchmark.round(iterations))
    let elapsed = monotonicNanoseconds() - start
    let allocated = allocation_counter_total() - allocationsBefore
    return RoundSample(
        nanosecondsPerOperation: Double(elapsed) / Double(operations),
        allocationsPerOperation: Double(allocated) / Double(operations))
}

/// The median of `values` (the mean of the middle two for an even count).
func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    guard !sorted.isEmpty else { return .nan }
    let middle = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}
