import Dispatch
import PrimerCore

/// Tells a driver whether a callback runs on the main queue, the main actor's executor, to fill
/// ``AdapterReport/onMainThread``. `Thread.isMainThread` cannot be used for that: under `swift test` on
/// Linux the main queue is drained by a thread that is not the process's first one (measured: `false`
/// inside `MainActor.run`), while the queue check holds on every platform.
public enum MainQueueProbe {
    private static let key: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()

    /// Whether the caller runs on the main queue.
    public static var isOnMainQueue: Bool { DispatchQueue.getSpecific(key: key) == true }
}
