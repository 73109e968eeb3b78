@_spi(AdapterAuthoring) import PrimerCore

/// Drives a ``ReferencePrimer`` for the suite and `primer-lab`.
public struct ReferenceDriver: PrimerDriver {
    /// The primer under test.
    public let primer: ReferencePrimer

    /// Wraps `primer`.
    public init(primer: ReferencePrimer) { self.primer = primer }

    /// One attempt; the canonical result is also the vendor's word.
    public func presentPrimer() async -> DriverAttempt {
        Self.attempt(await primer.present())
    }

    /// The card shown by the app itself (an attempt's `displayed()`), then accept and `second` tapped on
    /// it; returns once both taps are made.
    public func presentPrimerTappingAccept(then second: CardAnswer) async -> DoubleTap {
        let card = primer.softAsk.beginAttempt(campaignId: primer.card.campaignId)
        card.displayed()
        let first = card.accept()
        let other = second == .accept ? card.accept() : card.decline(second)
        return .tapped(
            PendingAttempt { Self.attempt(await first.value) }, PendingAttempt { Self.attempt(await other.value) })
    }

    /// An outcome as the driver reports it: the canonical result is also the vendor's word.
    static func attempt(_ outcome: PrimerOutcome) -> DriverAttempt {
        DriverAttempt(result: outcome.result, vendorOutcome: outcome.result.rawValue, suppression: outcome.suppression)
    }

    /// Nothing to stop: the primer starts nothing that outlives a call (its engine and the engine's
    /// observers belong to the environment, which the simulated process owns).
    public func stop() async {}

    /// The canonical events since the last call.
    public func takeReports() async -> [AdapterReport] {
        primer.takeReports()
    }
}
