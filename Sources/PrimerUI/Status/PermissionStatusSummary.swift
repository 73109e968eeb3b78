import PrimerCore

/// What a notification-settings screen shows for a permission status: the decisions behind the SwiftUI
/// `PermissionStatusObject` (Apple platforms), kept here so Linux tests check them.
public struct PermissionStatusSummary: Sendable, Hashable {
    /// The status; `nil` while unknown.
    public var status: AuthorizationStatus?

    public init(status: AuthorizationStatus?) { self.status = status }

    /// Whether a primer may still lead to the system prompt (never asked, or quiet delivery that can be
    /// upgraded to full alerts).
    public var canAsk: Bool { status == .notDetermined || status == .provisional }

    /// Whether only the Settings app can turn notifications on: show a "Open Settings" button.
    public var needsSettings: Bool { status == .denied }

    /// Whether notifications reach the user in any form.
    public var deliversNotifications: Bool { status?.allowsDelivery ?? false }
}
