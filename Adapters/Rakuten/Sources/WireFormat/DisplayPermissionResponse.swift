/// The display-permission endpoint's answer for one campaign about to be shown.
///
/// Both fields are required. The vendor reads an undecodable body as ``denied`` (`display == false`,
/// `performPing == false`) and reports it; the SDK does the same.
@_spi(Fuzzing)
public struct DisplayPermissionResponse: Sendable, Hashable, Codable {
    /// Whether the campaign may be shown now.
    public var display: Bool
    /// Whether the SDK should fetch campaigns again.
    public var performPing: Bool

    public init(display: Bool, performPing: Bool) {
        self.display = display
        self.performPing = performPing
    }

    /// What an unreadable answer means: do not display, do not ping.
    public static let denied = DisplayPermissionResponse(display: false, performPing: false)
}
