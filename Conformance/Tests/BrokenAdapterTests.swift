import PrimerConformance
import PrimerConformanceTesting
import PrimerCore
import Testing

/// The suite catches bugs: every broken adapter fails the check named for it, and every check is the
/// catcher of at least one broken adapter, so a check that cannot fail does not go unnoticed.
@Suite struct BrokenAdapterTests {
    @Test func theCorrectTestAdapterPassesEveryCheckIncludingPushAndOptions() async {
        let report = await ConformanceSuite(descriptor: TestPrimer.correct).run()
        report.record()
        #expect(report.skippedChecks.isEmpty)
    }

    @Test(arguments: BrokenAdapter.allCases)
    func theBrokenAdapterFailsItsCheck(_ adapter: BrokenAdapter) async {
        let report = await adapter.suite.run(adapter.checksRun)
        #expect(
            report.failedChecks.contains(adapter.caughtBy),
            "\(adapter) should fail \(adapter.caughtBy); it failed \(report.failedChecks)")
        if adapter.caughtOnlyByItsCheck {
            // profile.failuresAsDeclared, like the exploration, judges every invariant on its own paths.
            let others = report.failedChecks.filter { $0 != adapter.caughtBy && $0 != .failuresAsDeclared }
            #expect(others.isEmpty, "only \(adapter.caughtBy) catches \(adapter): \(report)")
        }
        TestConsole.say("\(adapter): fails \(report.failedChecks.map(\.rawValue).joined(separator: ", "))")
    }

    @Test(arguments: BrokenAdapter.allCases.filter(\.explorationFindsIt))
    func explorationFindsAShortestFailingSequence(_ adapter: BrokenAdapter) async throws {
        let report = await Exploration(descriptor: adapter.descriptor).run()
        let failure = try #require(report.firstFailure, "\(adapter) passed exploration")
        #expect(failure.actions.count <= 3, "\(failure)")
        TestConsole.say("\(adapter): \(failure.description.split(separator: "\n").first ?? "")")
    }

    @Test func aWedgedAdapterFailsItsCheckNamingTheStepItNeverReturnedFrom() async throws {
        let result = await BrokenAdapter.acceptNeverAnswers.suite.run(.noPromptUnlessStatusAllows)
        let failure = try #require(result.failures.first { $0.got.contains("did not return") }, "\(result)")
        #expect(failure.got.contains("Broken.acceptNeverAnswers"))
        #expect(failure.got.contains("until a call wedged"))
        // The whole sequence, from the starting status to the step that hung.
        #expect(failure.step.hasPrefix("from "))
        #expect(failure.step.contains("launch › "))
        #expect(failure.step.hasSuffix("present(accept, prompt allow, settings leave)"), "\(failure.step)")
    }

    @Test func everyCheckCatchesSomeBrokenAdapter() {
        let caught = Set(BrokenAdapter.allCases.map(\.caughtBy)).union([.exploration])
        #expect(caught == Set(ConformanceCheck.allCases))
    }
}
