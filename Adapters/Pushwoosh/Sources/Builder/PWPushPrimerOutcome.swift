/// How a `present` call ended, in the vendor's words (raw values are the vendor's `PWPushPrimerOutcome`).
///
/// `.accepted` keeps its documented meaning: the card was shown, the user accepted and the system
/// request was made. It does not say whether the user then allowed notifications; that final answer is
/// ``PWPushPrimerResult/finalStatus`` (from ``PWPushPrimerBuilder/presentAsync(_:)``) and the registration
/// callbacks (``PushwooshConfig/onPushRegistration(_:)``).
public enum PWPushPrimerOutcome: Int, Sendable, Hashable, CaseIterable, Codable, CustomStringConvertible {
    /// Shown, the user accepted, the system request was made.
    case accepted = 0
    /// Shown, the user declined (button or background tap).
    case declined = 1
    /// Not shown: already authorized or provisional, denied without fallback, throttled, another primer
    /// on screen, or a configuration that cannot be shown (see ``PWPushPrimerResult/issues``).
    case suppressed = 2
    /// Denied state: the user accepted and was sent to Settings.
    case redirectedToSettings = 3

    /// `.accepted`, `.declined`, ...: the spelling an app writes.
    public var description: String {
        switch self {
        case .accepted: ".accepted"
        case .declined: ".declined"
        case .suppressed: ".suppressed"
        case .redirectedToSettings: ".redirectedToSettings"
        }
    }
}

/// The completion of ``PWPushPrimerBuilder/present(_:)``: called once per call, on no particular thread
/// (hop to the main actor for UI work).
public typealias PWPushPrimerCompletion = @Sendable (PWPushPrimerOutcome) -> Void
