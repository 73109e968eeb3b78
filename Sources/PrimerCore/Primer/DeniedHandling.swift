/// How a denied user is treated. There is deliberately no "show the card and do nothing": a denied user
/// is never sent to a dead end.
@_spi(AdapterAuthoring) public enum DeniedHandling: String, Sendable, Hashable, Codable, CaseIterable {
    /// Do not show the card.
    case suppress
    /// Show the card; accept opens the app's notification settings.
    case openSettings
    /// Show the card; accept opens the settings and also sends the (promptless) system request.
    case openSettingsAndRequest
}
