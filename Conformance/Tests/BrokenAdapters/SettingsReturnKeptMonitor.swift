import PrimerConformance
@_spi(AdapterAuthoring) import PrimerCore

/// A status monitor that, once the app opened Settings, tells every later foreground as a Settings return
/// (the flag never cleared): only `status.monitorPromises` sees the trigger.
struct SettingsReturnKeptMonitor: StatusMonitorDriver {
    let monitor: PermissionStatusMonitor
    private let openedSettings = LockedValue(false)

    init(environment: PlatformEnvironment) { monitor = PermissionStatusMonitor(environment: environment) }

    func start() async -> AuthorizationStatus { await monitor.start() }
    func refresh(_ trigger: StatusRefreshTrigger) async -> AuthorizationStatus { await monitor.refresh(trigger) }

    func openNotificationSettings() async -> Bool {
        openedSettings.withLock { $0 = true }
        return await monitor.openNotificationSettings()
    }

    func changes() -> AsyncStream<StatusChange> {
        let inner = monitor.changes()
        return AsyncStream { [openedSettings] continuation in
            // Ends when the monitor's own stream does, that is when the monitor is released.
            let relay = Task {
                for await change in inner { continuation.yield(Self.relabel(change, openedSettings)) }
                continuation.finish()
            }
            continuation.onTermination = { _ in relay.cancel() }
        }
    }

    func onChange(_ handler: @escaping @Sendable (StatusChange) -> Void) -> LifecycleObservation {
        monitor.onChange { [openedSettings] change in handler(Self.relabel(change, openedSettings)) }
    }

    private static func relabel(_ change: StatusChange, _ openedSettings: LockedValue<Bool>) -> StatusChange {
        guard change.trigger == .foreground, openedSettings.withLock({ $0 }) else { return change }
        var relabelled = change
        relabelled.trigger = .settingsReturn
        return relabelled
    }
}
