import PrimerConformance
import PrimerCore
import Testing

/// A verdict never depends on how late an adapter's report hops run: the harness holds the card and the
/// system request until the reports it judges have been made, not until nothing has moved for a while.
@Suite struct SlowReportTests {
    /// Ten times the turns the old "quiet for a while" rule waited (64), so a harness that lets go on
    /// quiet answers the card before the display is reported, every time.
    static let lateHops = 640

    @Test(arguments: [0, 1, lateHops])
    func aCorrectAdapterWhoseReportsHopLateReportsOnTime(hops: Int) async {
        let descriptor = TestPrimer.descriptor(fault: nil, reportHops: hops)
        let report = await ConformanceSuite(descriptor: descriptor).run([.reportsOnTime, .oneRequestUnderConcurrency])
        #expect(report.failedChecks.isEmpty, "\(report)")
    }

    /// Concurrent card-less calls whose hops reach the engine late still join one request and register
    /// once: the harness holds the request until every call has joined it, not until nothing has moved.
    @Test(arguments: [0, lateHops])
    func concurrentCardlessCallsWhoseHopsRunLateJoinOneRequest(hops: Int) async {
        let report = await ConformanceSuite(descriptor: LateRequesterDriver.descriptor(hops: hops))
            .run([.oneRequestUnderConcurrency])
        #expect(report.failedChecks.isEmpty, "\(report)")
    }

    @Test(arguments: [BrokenAdapter.displayedAfterAnswer, .acceptedAtAnswer])
    func aLateReporterFailsHoweverLateItsHopsRun(_ adapter: BrokenAdapter) async {
        let descriptor = TestPrimer.descriptor(fault: adapter, reportHops: Self.lateHops)
        let report = await ConformanceSuite(descriptor: descriptor).run([.reportsOnTime])
        #expect(report.failedChecks == [.reportsOnTime], "\(report)")
    }
}
