/// The display-permission endpoint's answer for one campaign about to be shown.
///
/// The vendor reads an undecodable body as the default (`display == false`, `performPing == false`);
/// ``ResponseDecoding/displayPermission(_:)`` does the same.
public struct DisplayPermissionResponse: Sendable, Hashable, Codable {
    /// Whether the campaign may be shown now.
    public var display: Bool
    /// Whether the SDK should fetch campaigns again.
    public var performPing: Bool

    /// Creates an answer.
    public init(display: Bool, performPing: Bool) {
        self.display = display
        self.performPing = performPing
    }

    /// What an unreadable answer means: do not display, do not ping.
    public static let denied = DisplayPermissionResponse(display: false, performPing: false)
}
