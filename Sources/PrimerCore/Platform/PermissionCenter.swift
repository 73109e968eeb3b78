/// The system's notification-permission center (`UNUserNotificationCenter` on Apple platforms).
///
/// Contract:
/// - ``authorizationStatus()`` never prompts and never fails; it reports the status as the system has it.
/// - ``requestAuthorization(options:)`` shows the system prompt only from `notDetermined` (or from
///   `provisional` when `options` lacks `.provisional`), and returns whether delivery is allowed
///   afterwards. From any other status it returns at once without a prompt. Only the soft-ask engine
///   calls it: adapters never do.
@_spi(AdapterAuthoring) public protocol PermissionCenter: Sendable {
    /// The current status.
    func authorizationStatus() async -> AuthorizationStatus
    /// Asks for `options`; returns `true` when notifications are allowed afterwards.
    func requestAuthorization(options: AuthorizationOptions) async throws -> Bool
}
