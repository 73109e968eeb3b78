/// One change of the notification-permission status seen by ``PermissionStatusMonitor``.
public struct StatusChange: Sendable, Hashable, CustomStringConvertible {
    /// The status before; `nil` when it was still unknown (the first reading after launch).
    public var previous: AuthorizationStatus?
    /// The status now.
    public var current: AuthorizationStatus
    /// What made the monitor read the status.
    public var trigger: StatusRefreshTrigger

    @_spi(AdapterAuthoring) public init(
        previous: AuthorizationStatus?, current: AuthorizationStatus, trigger: StatusRefreshTrigger
    ) {
        self.previous = previous
        self.current = current
        self.trigger = trigger
    }

    /// `previous → current (trigger)`, for logs and test messages.
    public var description: String {
        "\(previous.map(\.description) ?? "unknown") → \(current) (\(trigger.rawValue))"
    }
}
