import PrimerConformance
import PrimerConformanceTesting
import PrimerCore
import PushwooshAdapter
import PushwooshConformance
import Testing

/// The shared conformance suite on the settings the cross-adapter test does not cover: a throttle with
/// the settings fallback on (the vendor default for denied users) and a short interval.
@Suite struct PushwooshConformanceTests {
    static let throttledWithFallback = PushwooshProfile.descriptor { PushwooshProfile.basicCard($0).minInterval(3600) }

    @Test(arguments: ConformanceCheck.allCases)
    func throttledWithSettingsFallback(_ check: ConformanceCheck) async throws {
        try await expectConformance(Self.throttledWithFallback, check)
    }

    @Test func aThrottledTopSheetPassesTheSuite() async {
        let descriptor = PushwooshProfile.descriptor {
            PushwooshProfile.basicCard($0).style(.sheet).position(.top).minInterval(60)
        }
        let report = await ConformanceSuite(descriptor: descriptor).run()
        TestConsole.say("\(report)")
        report.record()
        #expect(report.passed)
    }
}
