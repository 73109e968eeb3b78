/// Where the custom sheet appears (raw values are the vendor's `PWPushPrimerPosition`); ignored for
/// ``PWPushPrimerStyle/alert``.
public enum PWPushPrimerPosition: Int, Sendable, Hashable, CaseIterable, Codable {
    /// A bottom sheet that slides up, with a grabber and full-width buttons. The default.
    case bottom = 0
    /// A compact banner that drops in from the top, like a notification.
    case top = 1
    /// A centered dialog that scales and fades in.
    case center = 2
}
