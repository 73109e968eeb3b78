/// The interface style a colour is resolved for.
public enum PWPushPrimerColorScheme: String, Sendable, Hashable, CaseIterable, Codable {
    /// Light mode.
    case light
    /// Dark mode.
    case dark
}
