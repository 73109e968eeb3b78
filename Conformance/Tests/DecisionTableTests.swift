@_spi(AdapterAuthoring) import PrimerCore
import Testing

@testable import PrimerConformance

/// The suite's oracle states the status rules itself: complete, in agreement with the engine's policy
/// today, and different from a policy function with a swapped branch (so such a bug cannot pass).
@Suite struct DecisionTableTests {
    /// Every status × policy shape (provisional × ephemeral × denied handling).
    static let shapes: [(AuthorizationStatus, PrimerPolicy)] = AuthorizationStatus.allCases.flatMap { status in
        ProvisionalHandling.allCases.flatMap { provisional in
            EphemeralHandling.allCases.flatMap { ephemeral in
                DeniedHandling.allCases.map { denied in
                    (status, PrimerPolicy(provisional: provisional, ephemeral: ephemeral, denied: denied))
                }
            }
        }
    }

    @Test func everyStatusAndPolicyShapeHasExactlyOneRow() {
        for (status, policy) in Self.shapes {
            let rows = DecisionTable.rules.filter { $0.matches(status, policy) }
            #expect(rows.count == 1, "\(status) under \(policy): \(rows.count) rows")
        }
    }

    @Test func theTableAgreesWithTheEnginesPolicyToday() {
        for (status, policy) in Self.shapes {
            #expect(
                DecisionTable.rule(for: status, policy).decision == ExpectedDecision(policy.action(for: status)),
                "\(status) under \(policy)")
        }
    }

    /// A policy function with one branch swapped (the kind of one-line bug the oracle must not share).
    static func swapped(_ policy: PrimerPolicy, _ status: AuthorizationStatus) -> StatusAction {
        if status == .provisional { return policy.provisional == .upgrade ? .suppress(.alreadyAuthorized) : .ask }
        return policy.action(for: status)
    }

    @Test func aSwappedBranchDisagreesWithTheTable() {
        let disagreements = Self.shapes.filter { status, policy in
            DecisionTable.rule(for: status, policy).decision != ExpectedDecision(Self.swapped(policy, status))
        }
        #expect(disagreements.count == 18) // every provisional shape: 2 handlings × 3 × 3
    }
}

extension ExpectedDecision {
    /// The engine's action in the table's terms (for comparing them in tests only).
    init(_ action: StatusAction) {
        switch action {
        case .ask: self = .ask
        case let .offerSettings(alsoRequest): self = .offerSettings(alsoRequest: alsoRequest)
        case let .suppress(reason): self = .suppress(reason)
        }
    }
}
