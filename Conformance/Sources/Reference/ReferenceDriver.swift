import PrimerCore

/// Drives a ``ReferencePrimer`` for the suite and `primer-lab`.
public struct ReferenceDriver: PrimerDriver {
    /// The primer under test.
    public let primer: ReferencePrimer

    /// Wraps `primer`.
    public init(primer: ReferencePrimer) { self.primer = primer }

    /// One attempt; the canonical result is also the vendor's word.
    public func presentPrimer() async -> DriverAttempt {
        let outcome = await primer.present()
        return DriverAttempt(
            result: outcome.result, vendorOutcome: outcome.result.rawValue, suppression: outcome.suppression)
    }

    /// The card shown by the app itself (an attempt's `displayed()`), then its accept tapped twice.
    public func presentPrimerTappingAcceptTwice() async -> DoubleTap {
        let card = primer.engine.beginAttempt(campaignId: primer.card.campaignId)
        card.displayed()
        let first = card.accept()
        let second = card.accept()
        return .tapped(
            await [first.value, second.value].map {
                DriverAttempt(result: $0.result, vendorOutcome: $0.result.rawValue, suppression: $0.suppression)
            })
    }

    /// Nothing to stop: the primer starts nothing that outlives a call (its engine and the engine's
    /// observers belong to the environment, which the simulated process owns).
    public func stop() async {}

    /// The canonical events since the last call.
    public func takeReports() async -> [AdapterReport] {
        primer.events(clear: true).map { AdapterReport(event: $0.name, vendorForm: $0.name.rawValue) }
    }
}
