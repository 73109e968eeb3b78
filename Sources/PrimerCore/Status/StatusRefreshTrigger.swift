/// Why ``PermissionStatusMonitor`` read the status.
public enum StatusRefreshTrigger: String, Sendable, Hashable, CaseIterable, Codable {
    /// ``PermissionStatusMonitor/start()``, at launch.
    case launch
    /// The app returned to the foreground.
    case foreground
    /// The app returned to the foreground after ``PermissionStatusMonitor/openNotificationSettings()``.
    case settingsReturn
    /// The app asked (``PermissionStatusMonitor/refresh(_:)``), for example after a primer attempt.
    case manual
}
