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

    /// The card shown by the app itself (`cardDisplayed`), then two concurrent accepts, as a double tap.
    public func presentPrimerTappingAcceptTwice() async -> DoubleTap {
        let engine = primer.engine
        await engine.cardDisplayed(campaignId: primer.card.campaignId)
        async let first = engine.accept(campaignId: primer.card.campaignId)
        async let second = engine.accept(campaignId: primer.card.campaignId)
        return .tapped(
            await [first, second].map {
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
