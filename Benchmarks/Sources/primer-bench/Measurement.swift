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

    /// `nanoseconds` and `allocations` spent on `operations` operations (at least one is counted).
    init(operations: Int, nanoseconds: UInt64, allocations: UInt64) {
        let operations = Double(max(1, operations))
        nanosecondsPerOperation = Double(nanoseconds) / operations
        allocationsPerOperation = Double(allocations) / operations
    }
}

/// The monotonic clock, in nanoseconds.
func monotonicNanoseconds() -> UInt64 {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
}

/// Blocks the calling thread for `seconds` (a paced benchmark's pause, outside what it times).
func pause(seconds: Double) {
    var remaining = timespec(tv_sec: Int(seconds), tv_nsec: Int((seconds - seconds.rounded(.down)) * 1_000_000_000))
    var request = remaining
    while nanosleep(&request, &remaining) != 0, errno == EINTR { request = remaining }
}

/// Runs `round` for `iterations` and measures the whole of it.
func sample(_ round: (_ iterations: Int) async -> Int, iterations: Int) async -> RoundSample {
    let allocationsBefore = allocation_counter_total()
    let start = monotonicNanoseconds()
    let operations = await round(iterations)
    let elapsed = monotonicNanoseconds() - start
    return RoundSample(
        operations: operations, nanoseconds: elapsed, allocations: allocation_counter_total() - allocationsBefore)
}

/// The median of `values` (the mean of the middle two for an even count).
func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    guard !sorted.isEmpty else { return .nan }
    let middle = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}
