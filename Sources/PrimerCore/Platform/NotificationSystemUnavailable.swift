import Foundation

/// Thrown by `NoNotificationSystem`.
@_spi(AdapterAuthoring)
public struct NotificationSystemUnavailable: Error, Sendable, Hashable, CustomStringConvertible {
    /// What the developer should configure.
    public var hint: String

    @_spi(AdapterAuthoring) public init(hint: String) { self.hint = hint }

    /// `no notification system: <hint>`.
    public var description: String { "no notification system: \(hint)" }
}
