import PrimerConformance
import Testing

/// `promise.callOrder` tells an adapter whose decline writes its stamp after a reset made right after it
/// from the correct one.
@Suite struct CallOrderCheckTests {
    @Test func theCorrectTestAdapterKeepsItsCallsInOrder() async {
        let result = await ConformanceSuite(descriptor: TestPrimer.correct).run(.callOrder)
        #expect(result.failures.isEmpty, "\(result.failures)")
    }

    @Test func aStampWrittenAfterALaterResetIsCaught() async {
        let result = await BrokenAdapter.declineStampedAfterLaterReset.suite.run(.callOrder)
        #expect(result.failures.contains { $0.step.contains("decline, resetThrottle") && $0.got.hasPrefix("disk") })
    }
}
