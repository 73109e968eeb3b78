import PrimerCore
import Testing

@testable import PrimerConformance

/// The deadline ends a check that stopped moving, never one that is only slow.
@Suite struct CheckDeadlineTests {
    /// Runs out each time the check enters one more step: counted from the check's start, it would end
    /// the check at its second step; counted from the last step, it never ends a check that keeps going.
    static let oneStep = CheckDeadline("one step") {
        guard let scope = CheckScope.current.get() else { return }
        let entered = scope.stepsEntered
        while scope.stepsEntered == entered {
            try Task.checkCancellation()
            await Task.yield()
        }
    }

    @Test(arguments: [ConformanceCheck.throttleHonoured, .exploration])
    func aCheckThatKeepsEnteringStepsOutlastsItsDeadline(_ check: ConformanceCheck) async {
        var suite = ConformanceSuite(descriptor: .reference, deadline: Self.oneStep)
        suite.explorationDepth = 3
        let result = await suite.run(check)
        #expect(result.outcome == .passed, "\(result.failures)")
    }
}
