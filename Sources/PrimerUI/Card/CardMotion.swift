/// How a primer card enters and leaves the screen.
///
/// With Reduce Motion on, the card fades in place instead of sliding, as Apple's Human Interface
/// Guidelines ask (a dissolve instead of movement).
public enum CardMotion: Sendable, Hashable {
    /// Slides up from the bottom edge while fading in.
    case slideFromBottom
    /// Fades in place, with no movement.
    case fade

    /// The motion to use given the user's Reduce Motion setting.
    public static func forReduceMotion(_ reduceMotion: Bool) -> CardMotion {
        reduceMotion ? .fade : .slideFromBottom
    }
}
