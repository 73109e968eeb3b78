import Foundation
@_spi(AdapterAuthoring) import PrimerCore

/// One row of ``DecisionTable``: a status and the policy fields it depends on (`nil`: any value).
struct DecisionRule: Sendable {
    let status: AuthorizationStatus
    let provisional: ProvisionalHandling?
    let ephemeral: EphemeralHandling?
    let denied: DeniedHandling?
    let decision: ExpectedDecision
    /// Why the suite expects it, quoted in failures.
    let why: String

    init(
        _ status: AuthorizationStatus, provisional: ProvisionalHandling? = nil, ephemeral: EphemeralHandling? = nil,
        denied: DeniedHandling? = nil, _ decision: ExpectedDecision, _ why: String
    ) {
        self.status = status
        self.provisional = provisional
        self.ephemeral = ephemeral
        self.denied = denied
        self.decision = decision
        self.why = why
    }

    func matches(_ status: AuthorizationStatus, _ policy: PrimerPolicy) -> Bool {
        status == self.status && (provisional ?? policy.provisional) == policy.provisional
            && (ephemeral ?? policy.ephemeral) == policy.ephemeral && (denied ?? policy.denied) == policy.denied
    }
}
