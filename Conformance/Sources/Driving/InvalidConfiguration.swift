import PrimerCore

/// A configuration mistake an app can make through the adapter's public API (a blank title, settings
/// that cannot be read, a negative interval) and what the adapter documents for it: the mistake reaches
/// the device's diagnostics under ``diagnosticCode`` and, when it ``blocks``, nothing is shown.
/// `profile.matchesBehaviour` presents each one (``AdapterDescriptor/invalidConfigurations``).
public struct InvalidConfiguration: Sendable {
    /// What is wrong, as failure messages name it (`a blank title`).
    public var mistake: String
    /// The diagnostic code a present with the mistake reports (`pushwoosh.primer.emptyTitle`).
    public var diagnosticCode: String
    /// Whether the primer cannot be shown: a present is then suppressed (`invalidConfiguration`) with no
    /// card, request, Settings, registration or throttle stamp. Otherwise the mistake is repaired and the
    /// card shows.
    public var blocks: Bool
    /// Builds a driver whose presents make the mistake, over a fresh environment.
    public var makeDriver: @Sendable (PlatformEnvironment) async -> any PrimerDriver

    public init(
        mistake: String, diagnosticCode: String, blocks: Bool,
        makeDriver: @escaping @Sendable (PlatformEnvironment) async -> any PrimerDriver
    ) {
        self.mistake = mistake
        self.diagnosticCode = diagnosticCode
        self.blocks = blocks
        self.makeDriver = makeDriver
    }
}
