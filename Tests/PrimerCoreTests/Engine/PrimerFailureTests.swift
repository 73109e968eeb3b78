import Foundation
@_spi(AdapterAuthoring) import PrimerCore
import Testing

@Suite struct PrimerFailureTests {
    struct EntitlementMissing: Error, Equatable {}

    @Test func aThrownErrorIsKeptAsThrownAndCodesItsReason() throws {
        let error = ThrownError(EntitlementMissing())
        #expect(error.underlying as? EntitlementMissing == EntitlementMissing())
        let outcome = PrimerOutcome.granted(
            start: .notDetermined, end: .authorized, requested: true, registration: .failed(error), campaignId: nil)
        let decoded = try JSONDecoder().decode(PrimerOutcome.self, from: JSONEncoder().encode(outcome))
        #expect(decoded == outcome, "equal by reason")
        guard case let .failed(read)? = decoded.registration else {
            Issue.record("no failure decoded")
            return
        }
        #expect(read.underlying == nil, "the thrown error does not survive encoding")
    }

    @Test(arguments: [
        PrimerOutcome.failed(
            .authorizationRequestFailed(ThrownError(reason: "busy")), start: .notDetermined, end: .notDetermined,
            campaignId: "c1"),
        .denied(
            start: .denied, end: .denied, requested: true, registration: nil, failure: .settingsUnavailable,
            campaignId: nil),
        .suppressed(.invalidConfiguration, status: .provisional, campaignId: nil),
        .redirectedToSettings(status: .denied, requested: false, campaignId: "c2"),
    ])
    func anOutcomeRoundTripsThroughJSON(outcome: PrimerOutcome) throws {
        #expect(try JSONDecoder().decode(PrimerOutcome.self, from: JSONEncoder().encode(outcome)) == outcome)
    }
}
