@_spi(AdapterAuthoring) import PrimerCore
import PrimerSimulator
import Testing

@testable import PrimerConformance

/// The one runner of vendor cases: its matching rule, what a failure names, and the known-difference mark.
@Suite struct VendorCaseRunnerTests {
    private let key = ReferencePolicy.make().throttle.storageKey

    private func run(_ vendorCase: VendorCase, fault: BrokenAdapter? = nil) async -> [ConformanceFailure] {
        var descriptor = TestPrimer.correct
        descriptor.surface = TestPrimerCases.surface(fault: fault)
        descriptor.cases = [vendorCase]
        return await ConformanceSuite(descriptor: descriptor).run(.vendorCases).failures
    }

    private func laterCase(expected: [TraceEntry], silent: Set<String> = [], knownDifference: String? = nil)
        -> VendorCase
    {
        VendorCase(
            "later", source: .vendor("doc"), steps: [.user(cards: [.later]), .call("present()")], expected: expected,
            silent: silent, knownDifference: knownDifference)
    }

    @Test func aWrongArgumentIsNamedWithTheCaseTheStepAndBothEntries() async throws {
        let failures = await run(laterCase(expected: [.heard("present", "dismissed")]))
        let failure = try #require(failures.first)
        #expect(failures.count == 1)
        #expect(failure.step.contains("case 'later'") && failure.step.hasSuffix("› present()"), "\(failure.step)")
        #expect(failure.got.contains("entry 1: app present(later)"), "\(failure.got)")
        #expect(failure.want.contains("app present(dismissed)") && failure.want.contains("because doc"))
    }

    /// Naming a subject judges every entry of it: a second write of a listed key is a difference.
    @Test func everyEntryOfANamedSubjectIsJudged() async {
        let stamp = TraceEntry.stored(key: key, value: .double(1_767_225_600))
        #expect(await run(laterCase(expected: [stamp, .heard("present", "later")])).isEmpty)
        let twice = VendorCase(
            "twice", source: .vendor("doc"), steps: [.user(cards: [.later]), .call("present()")],
            expected: [stamp, stamp])
        #expect(await run(twice).count == 1)
        #expect(await run(laterCase(expected: [], silent: ["system card"])).count == 1)
        #expect(await run(laterCase(expected: [], silent: ["system prompt"])).isEmpty)
    }

    @Test func aKnownDifferenceMustStillDiffer() async {
        #expect(await run(laterCase(expected: [.heard("present", "dismissed")], knownDifference: "X1")).isEmpty)
        let gone = await run(laterCase(expected: [.heard("present", "later")], knownDifference: "X1"))
        #expect(gone.first?.want.contains("FIDELITY X1") == true)
    }

    @Test func aFormTheSurfaceDoesNotDeclareFailsTheCase() async {
        let undeclared = VendorCase("undeclared", source: .vendor("doc"), steps: [.call("show()")], expected: [])
        let failure = await run(undeclared).first
        #expect(failure?.got.contains("no public form named show()") == true)
    }

    @Test func anExpectedAppCallWithoutAThreadMatchesEither() {
        let heard = TraceEntry.appCall(AppCall("present", arguments: ["later"], onMainThread: false))
        #expect(heard.matches(.heard("present", "later")))
        #expect(!heard.matches(.heard("present", "later", onMain: true)))
    }
}
