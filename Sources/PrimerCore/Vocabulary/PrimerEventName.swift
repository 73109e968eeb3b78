/// The canonical primer event vocabulary shared by every adapter.
///
/// Six are the names ActiveReach documents (`PushPrimerFunnel.events` in `ActiveReachAdapter`); the others
/// cover what the other vendors report (suppression, the settings fallback and its return, remote
/// registration).
public enum PrimerEventName: String, Sendable, Hashable, CaseIterable, Codable {
    /// The card was shown.
    case displayed = "in_app.displayed"
    /// The card was dismissed without a choice (a soft "later").
    case dismissed = "in_app.dismissed"
    /// The user accepted the card; the system request follows.
    case allowTapped = "push_primer.allow_tapped"
    /// The user chose "later" on the card.
    case laterTapped = "push_primer.later_tapped"
    /// The attempt ended with notifications allowed.
    case permissionGranted = "push_primer.permission_granted"
    /// The attempt ended with notifications not allowed.
    case permissionDenied = "push_primer.permission_denied"
    /// The card was not shown (see ``SuppressionReason``).
    case suppressed = "push_primer.suppressed"
    /// A denied user accepted and was sent to the Settings app.
    case redirectedToSettings = "push_primer.redirected_to_settings"
    /// The app came back to the foreground after a settings redirect; the status was read again.
    case settingsReturned = "push_primer.settings_returned"
    /// Remote registration delivered a device token.
    case registered = "push_primer.registered"
    /// Remote registration failed.
    case registrationFailed = "push_primer.registration_failed"
}
