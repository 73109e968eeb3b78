#if canImport(Combine)
import Combine
@_spi(AdapterAuthoring) import PrimerCore

/// A ``PermissionStatusMonitor`` as an `ObservableObject` (iOS 15 and up): hold it in a
/// `@StateObject` and a view updates whenever the status changes. Updates arrive on the main actor, in
/// the monitor's order; what each status means for the screen is ``summary`` (tested on Linux).
///
/// ```swift
/// @StateObject private var permission = PermissionStatusObject(monitor: monitor)
/// ...
/// if permission.summary.needsSettings { Button("Open Settings") { Task { await permission.openSettings() } } }
/// ```
@MainActor public final class PermissionStatusObject: ObservableObject {
    /// The status and what it means for the screen.
    @Published public private(set) var summary: PermissionStatusSummary
    /// The last change delivered, if any.
    @Published public private(set) var lastChange: StatusChange?
    /// The monitor observed.
    public let monitor: PermissionStatusMonitor
    /// The task that forwards the monitor's changes; held in a lock so `deinit` (not on the main actor)
    /// can cancel it, which ends the monitor's stream.
    private let forwarding = LockedValue<Task<Void, Never>?>(nil)

    /// An object that shows `monitor`'s status, starting with the status it already knows.
    public init(monitor: PermissionStatusMonitor) {
        self.monitor = monitor
        summary = PermissionStatusSummary(status: monitor.status)
        let changes = monitor.changes()
        let task = Task { @MainActor [weak self] in
            for await change in changes {
                guard let self else { return }
                self.lastChange = change
                self.summary = PermissionStatusSummary(status: change.current)
            }
        }
        forwarding.withLock { $0 = task }
    }

    deinit { forwarding.withLock { $0?.cancel() } }

    /// The status changes as a Combine publisher, delivered on the main thread.
    public var changePublisher: AnyPublisher<StatusChange, Never> {
        $lastChange.compactMap { $0 }.eraseToAnyPublisher()
    }

    /// Sends the user to the app's notification settings; the next foreground reads the status again.
    public func openSettings() async -> Bool { await monitor.openNotificationSettings() }

    /// Reads the status now.
    public func refresh() async { await monitor.refresh() }
}
#endif
