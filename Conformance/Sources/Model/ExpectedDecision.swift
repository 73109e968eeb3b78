import Foundation
@_spi(AdapterAuthoring) import PrimerCore

/// What the suite expects an attempt to do for a user in one status, before the throttle.
enum ExpectedDecision: Sendable, Hashable {
    /// Show the card; an accept sends the system request when iOS can still prompt.
    case ask
    /// Show the card; an accept opens the app's notification settings (and, when `alsoRequest`, also
    /// sends the promptless system request).
    case offerSettings(alsoRequest: Bool)
    /// Do not show the card, for this reason.
    case suppress(SuppressionReason)
}
