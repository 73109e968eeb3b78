/// Registration with APNs (`UIApplication.registerForRemoteNotifications`).
///
/// Contract: registration does not depend on the notification permission; iOS delivers a token (or an
/// error) whatever the user answered. Concurrent callers of ``registerForRemoteNotifications()`` share
/// one registration and all receive its result.
@_spi(AdapterAuthoring) public protocol RemoteRegistrar: Sendable {
    /// Registers and returns the device token, or throws the registration error.
    func registerForRemoteNotifications() async throws -> DeviceToken
    /// Unregisters; later pushes are not delivered until the next registration.
    func unregisterForRemoteNotifications() async
}
