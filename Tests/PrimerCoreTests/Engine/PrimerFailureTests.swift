import Foundation
import PrimerCore
import Testing

@Suite struct PrimerFailureTests {
    struct EntitlementMissing: Error, Equatable {}

    @Test func aRegistrationFailureKeepsTheErrorAsThrownAndCodesItsReason() throws {
        let failure = RegistrationFailure(EntitlementMissing())
        #expect(failure.underlying as? EntitlementMissing == EntitlementMissing())
        let outcome = PrimerOutcome(
            result: .granted, startStatus: .notDetermined, endStatus: .authorized,
            requested: true, registration: .failed(failure))
        let decoded = try JSONDecoder().decode(PrimerOutcome.self, from: JSONEncoder().encode(outcome))
        #expect(decoded == outcome, "equal by reason")
        guard case let .failed(read)? = decoded.registration else {
            Issue.record("no failure decoded")
            return
        }
        #expect(read.underlying == nil, "the thrown error does not survive encoding")
    }

    @Test(arguments: [PrimerFailure.authorizationRequestFailed(reason: "busy"), .settingsUnavailable])
    func anAttemptFailureRoundTripsThroughJSON(failure: PrimerFailure) throws {
        let outcome = PrimerOutcome(
            result: .failed, startStatus: .notDetermined, endStatus: .notDetermined,
            requested: true, failure: failure)
        #expect(try JSONDecoder().decode(PrimerOutcome.self, from: JSONEncoder().encode(outcome)) == outcome)
    }
}
