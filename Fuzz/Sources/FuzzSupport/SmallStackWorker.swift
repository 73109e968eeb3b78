import Foundation

/// A thread with an iOS secondary thread's stack (512 KB) that runs the fuzz target's work, one job at a
/// time, while the calling thread waits: what would overflow a secondary thread in an app crashes the
/// target. (libFuzzer calls from the main thread, whose 8 MB stack hides such a crash.)
///
/// `@unchecked Sendable`: `job` is written only by `run` while the worker waits on `jobs`, and read and
/// cleared only by the worker between `jobs.wait()` and `done.signal()`, while `run` waits on `done`;
/// the two semaphores order every access.
public final class SmallStackWorker: @unchecked Sendable {
    /// The stack of an iOS secondary thread.
    public static let iOSSecondaryStackSize = 512 * 1024

    private let jobs = DispatchSemaphore(value: 0)
    private let done = DispatchSemaphore(value: 0)
    private var job: (() -> Void)?

    public init(stackSize: Int = iOSSecondaryStackSize) {
        let thread = Thread { [self] in
            while true {
                jobs.wait()
                job?()
                job = nil
                done.signal()
            }
        }
        thread.stackSize = stackSize
        thread.start()
    }

    /// Runs `body` on the worker and returns when it has. Values `body` captures stay owned by the
    /// caller, so a deep input is released on the caller's thread.
    public func run(_ body: () -> Void) {
        withoutActuallyEscaping(body) { body in
            job = body
            jobs.signal()
            done.wait()
        }
    }
}
