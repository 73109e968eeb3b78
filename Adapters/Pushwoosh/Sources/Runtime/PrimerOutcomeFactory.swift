import PrimerCore

/// Outcomes for attempts that never reach the engine's card (a configuration that cannot be shown).
enum PrimerOutcomeFactory {
    /// The status reported when there is no environment to read it from.
    static let unknownStatus = AuthorizationStatus.notDetermined

    /// A suppressed attempt: nothing shown, nothing requested. The core has no reason for "bad
    /// configuration"; `presentationFailed` is the closest (the card could not be shown).
    static func blocked(status: AuthorizationStatus) -> PrimerOutcome {
        PrimerOutcome(result: .suppressed, suppression: .presentationFailed, startStatus: status, endStatus: status)
    }
}
