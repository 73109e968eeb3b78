/// Where and how a presenter lays a card out, for vendors whose cards come in several layouts.
public enum CardLayout: String, Sendable, Hashable, CaseIterable, Codable {
    /// A card along the bottom of the screen: the package's default.
    case bottomCard
    /// A small card centred over the dimmed screen, its two buttons side by side, like a system alert.
    case alert
    /// A card over the lower half of the screen, its buttons stacked (CleverTap's half-interstitial).
    case halfScreen
}
