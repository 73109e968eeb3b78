import Dispatch

/// Whether the caller runs on the main queue, where the main actor runs its jobs. `Thread.isMainThread`
/// cannot tell on Linux: there the main queue is drained by a worker thread once the test runner parks
/// the main thread.
enum MainQueueProbe {
    private static let key: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()

    /// `true` inside a job of the main queue.
    static var isOnMainQueue: Bool { DispatchQueue.getSpecific(key: key) ?? false }
}
