/// When to register with APNs.
@_spi(AdapterAuthoring) public enum RegistrationPolicy: String, Sendable, Hashable, Codable, CaseIterable {
    /// Never; the app or the vendor registers elsewhere.
    case never
    /// After the attempt ends with delivery allowed.
    case afterGrant
    /// After every accepted attempt, whatever the answer (iOS delivers a token regardless of permission).
    case always
}
