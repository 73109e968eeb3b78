import PrimerCore

/// The permission status monitor an app beside the adapter observes, as the suite drives it:
/// `PermissionStatusMonitor` is one (``AdapterDescriptor/makeStatusMonitor`` builds the core's by
/// default). ``ConformanceCheck/statusMonitorPromises`` holds it to the monitor's documented promises.
public protocol StatusMonitorDriver: Sendable {
    /// Starts watching foregrounds and reads the status.
    func start() async -> AuthorizationStatus
    /// Reads the status now, delivering a change when it differs.
    func refresh(_ trigger: StatusRefreshTrigger) async -> AuthorizationStatus
    /// Opens the app's notification settings; the next foreground is the Settings return.
    func openNotificationSettings() async -> Bool
    /// Every later change, until the monitor is released.
    func changes() -> AsyncStream<StatusChange>
    /// Calls `handler` with every later change while the observation lives.
    func onChange(_ handler: @escaping @Sendable (StatusChange) -> Void) -> LifecycleObservation
}

extension PermissionStatusMonitor: StatusMonitorDriver {}
