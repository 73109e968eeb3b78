/// What happened with remote registration during an attempt.
public enum RegistrationResult: Sendable, Hashable, Codable {
    /// A device token arrived (lower-case hex).
    case registered(token: String)
    /// Registration failed: the registrar's error, kept as thrown.
    case failed(ThrownError)
}
