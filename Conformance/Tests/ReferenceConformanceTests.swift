import PrimerConformance
import PrimerConformanceTesting
import PrimerCore
import Testing

/// The yardstick: the reference adapter passes every check, under its default policy and under
/// policies that exercise the other branches of the model.
@Suite struct ReferenceConformanceTests {
    @Test func theReferenceAdapterPassesEveryCheck() async {
        let report = await ConformanceSuite(descriptor: .reference).run()
        print(report)
        report.record()
        #expect(report.passed)
        #expect(report.skippedChecks.map(\.check).sorted { $0.rawValue < $1.rawValue } == [
            .optionsAsDeclared, .optionsSettingsHandlerMissing, .pushEventsDelivered, .pushMalformedPayloads,
            .pushUnknownPayloads,
        ])
    }
}
