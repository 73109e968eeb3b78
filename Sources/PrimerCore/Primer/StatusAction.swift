/// What the engine does for a user in a given status.
@_spi(AdapterAuthoring) public enum StatusAction: Sendable, Hashable {
    /// Show the card; accept sends the system request.
    case ask
    /// Show the card; accept opens the app's notification settings (and, when `alsoRequest`, also sends
    /// the system request, which iOS answers `false` without a prompt).
    case offerSettings(alsoRequest: Bool)
    /// Do not show the card.
    case suppress(SuppressionReason)
}
