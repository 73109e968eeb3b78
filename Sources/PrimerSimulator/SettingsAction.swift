@_spi(AdapterAuthoring) import PrimerCore

/// What the scripted user does while the app's notification settings are open.
public enum SettingsAction: String, Sendable, Hashable, CaseIterable, Codable {
    /// Looks and leaves without changing anything.
    case leave
    /// Turns notifications on (status becomes `authorized`).
    case enable
    /// Turns notifications off (status becomes `denied`).
    case disable
}
