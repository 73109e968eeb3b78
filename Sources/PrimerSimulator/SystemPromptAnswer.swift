@_spi(AdapterAuthoring) import PrimerCore

/// How the scripted user answers the system permission prompt.
public enum SystemPromptAnswer: String, Sendable, Hashable, CaseIterable, Codable {
    /// "Allow".
    case allow
    /// "Don't Allow".
    case dontAllow
}
