import PrimerConformance
import PrimerCore
import Testing

@Suite struct ForegroundSignalTests {
    @Test func handlersRunInOrderOncePerFireUntilReleased() async {
        let signal = ForegroundSignal()
        let calls = ReportLog<Int>()
        let first = signal.observeForeground { calls.append(1) }
        var second: LifecycleObservation? = signal.observeForeground { calls.append(2) }
        let third = signal.observeForeground { calls.append(3) }
        await signal.fire()
        second = nil
        third.cancel()
        await signal.fire()
        #expect(calls.all == [1, 2, 3, 1])
        #expect(signal.observerCount == 1)
        signal.removeAll()
        await signal.fire()
        #expect(calls.all == [1, 2, 3, 1])
        _ = (first, second)
    }
}
