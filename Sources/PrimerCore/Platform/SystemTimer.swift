import Foundation

/// The real timer: `Task.sleep`.
public struct SystemTimer: PrimerTimer {
    public init() {}

    /// `Task.sleep(nanoseconds:)` (available at every minimum, unlike `sleep(for:)`); a negative or NaN
    /// duration returns at once, a huge one waits as long as `UInt64` nanoseconds can say.
    public func sleep(for duration: TimeInterval) async throws {
        let nanoseconds = duration * 1e9
        guard nanoseconds > 0 else { return try Task.checkCancellation() }
        try await Task.sleep(nanoseconds: nanoseconds >= Double(UInt64.max) ? .max : UInt64(nanoseconds))
    }
}
