import PrimerConformance
@_spi(AdapterAuthoring) import PrimerCore
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

    /// How a handler leaves the signal.
    enum Removal: CaseIterable, Sendable {
        case cancelled, removedWithEveryHandler
    }

    /// A device's engine in small: it observes the signal for as long as it lives, and another handler of
    /// the same signal holds its last reference. Removing that handler frees it, and its observation
    /// ends with it, which takes the signal's lock: a release while the lock is held deadlocks (it did in
    /// release builds, where the optimizer ended the lifetime of handlers copied out of the lock early).
    @Test(arguments: Removal.allCases)
    func removingAHandlerThatHoldsAnotherObserversLastReferenceReturns(_ removal: Removal) throws {
        let signal = ForegroundSignal()
        var owner: Optional = SelfObservingOwner(signal)
        let keeper = signal.observeForeground { [owner] in owner?.returnedToForeground() }
        owner = nil
        #expect(signal.observerCount == 2)
        let returned = returnsBeforeDeadline {
            switch removal {
            case .cancelled: keeper.cancel()
            case .removedWithEveryHandler: signal.removeAll()
            }
        }
        // Stop here on a deadlock: the signal's lock is held for good.
        try #require(returned, "removing the handler deadlocked on the signal's lock")
        #expect(signal.observerCount == 0)
    }
}

/// Observes a signal for exactly as long as it lives, as `SoftAskEngine` does.
private final class SelfObservingOwner: Sendable {
    private let observation: LifecycleObservation

    init(_ signal: ForegroundSignal) {
        observation = signal.observeForeground {}
    }

    func returnedToForeground() {}
}
