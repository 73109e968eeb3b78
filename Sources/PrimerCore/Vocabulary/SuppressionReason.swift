/// Why a primer was not shown.
public enum SuppressionReason: String, Sendable, Hashable, CaseIterable, Codable {
    /// The status already allows delivery in a way the policy counts as done.
    case alreadyAuthorized
    /// The user is denied and the policy does not offer the Settings app.
    case denied
    /// A throttle (cooldown or minimum interval) is still running.
    case throttled
    /// Another primer card is on screen, or another attempt is in progress.
    case alreadyOnScreen
    /// The status is one the policy never shows a card for (for example ephemeral when declared so).
    case notEligible
    /// The presenter could not show the card this time.
    case presentationFailed
    /// Nothing could show the card or the vendor's alert (a platform without a presenter); the attempt
    /// also reported a `presenter.missing` diagnostic. Nothing was requested or opened.
    case presenterMissing
    /// The system did not report the authorization status in time and none was known yet, so the
    /// engine could not tell whether the card may show (`SoftAskEngine.statusReadTimeout`).
    case statusUnavailable
    /// The adapter was given a card it cannot show (a required text missing, an unusable setting), and
    /// said so (`PrimerAttempt.suppressForInvalidConfiguration()`).
    case invalidConfiguration
}
