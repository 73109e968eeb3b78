import Foundation

/// Runs `work` on a thread of its own and waits for it until a deadline far beyond what it needs; the
/// deadline is only the failure path of a deadlock, which would otherwise hang the whole test run (the
/// deadlocked thread stays blocked, which a failing run can afford).
func returnsBeforeDeadline(_ work: @escaping @Sendable () -> Void) -> Bool {
    let finished = DispatchSemaphore(value: 0)
    Thread.detachNewThread {
        work()
        finished.signal()
    }
    return finished.wait(timeout: .now() + 30) == .success
}
