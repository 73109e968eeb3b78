#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A monotonic clock read without a system call (a few nanoseconds), with a resolution of a few
/// milliseconds: enough to bound how long ``FileStore`` trusts its cache between two `stat`s.
enum CoarseMonotonicClock {
    /// Nanoseconds since an arbitrary start, never going back.
    static func nanoseconds() -> UInt64 {
        #if canImport(Darwin)
        // Read from the commpage; available since iOS 10 / macOS 10.12.
        return clock_gettime_nsec_np(CLOCK_MONOTONIC_RAW_APPROX)
        #else
        // Read from the vDSO at the kernel tick's resolution (1–10 ms).
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC_COARSE, &time)
        return UInt64(time.tv_sec) &* 1_000_000_000 &+ UInt64(time.tv_nsec)
        #endif
    }
}
