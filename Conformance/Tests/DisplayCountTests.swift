import PrimerConformance
import PrimerConformanceTesting
import PrimerCore
import Testing

/// A declared display count (``BehaviourProfile/displayCountKey``) is judged at every step.
@Suite struct DisplayCountTests {
    @Test func anAdapterCountingEachCardHandedToTheScreenOncePassesEveryCheck() async {
        let report = await ConformanceSuite(
            descriptor: DisplayCountingDriver.descriptor(name: "DisplayCounting", countsAnswersToo: false)
        ).run()
        report.record()
    }

    @Test func aCardCountedAgainWhenAnsweredFailsNamingTheKey() async throws {
        let report = await ConformanceSuite(descriptor: BrokenAdapter.displayCountedTwice.descriptor)
            .run([.profileMatchesBehaviour])
        let failure = try #require(report.failures.first { $0.step.contains("display count") }, "\(report)")
        #expect(failure.step.contains("'DisplayCounting.count'"))
        #expect(failure.got.hasSuffix("→ 2") || failure.got.hasSuffix("→ 3"), "\(failure.got)")
        #expect(failure.want.contains("because 1 card(s) were handed to the screen"), "\(failure.want)")
    }
}
