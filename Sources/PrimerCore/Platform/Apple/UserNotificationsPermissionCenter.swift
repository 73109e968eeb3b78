#if canImport(UserNotifications)
import UserNotifications

/// The live ``PermissionCenter``: `UNUserNotificationCenter.current()`, bridged by raw value.
@_spi(AdapterAuthoring) public struct UserNotificationsPermissionCenter: PermissionCenter {
    /// The app's notification center.
    public init() {}

    /// `notificationSettings().authorizationStatus`, by raw value.
    public func authorizationStatus() async -> AuthorizationStatus {
        let settings = await UNUserNotificationCenter.current().notificationSettings()
        return AuthorizationStatus(systemRawValue: settings.authorizationStatus.rawValue)
    }

    /// `requestAuthorization(options:)` with the options' raw bits.
    public func requestAuthorization(options: AuthorizationOptions) async throws -> Bool {
        try await UNUserNotificationCenter.current()
            .requestAuthorization(options: UNAuthorizationOptions(rawValue: options.rawValue))
    }
}
#endif
