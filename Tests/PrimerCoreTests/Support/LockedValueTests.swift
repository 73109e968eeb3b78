import Dispatch
@_spi(AdapterAuthoring) import PrimerCore
import Testing

@Suite struct LockedValueTests {
    /// Two fields that only ever change together: a reader that sees them differ saw a torn update.
    struct Pair {
        var first = 0
        var second = 0
    }

    @Test(arguments: [2, 8])
    func contendedUpdatesAreNeitherLostNorTorn(threads: Int) {
        let pair = LockedValue(Pair())
        let increments = 20_000
        let tornReads = LockedValue(0)
        // Real threads, not tasks: `concurrentPerform` runs the iterations on the cores in parallel.
        DispatchQueue.concurrentPerform(iterations: threads) { _ in
            for _ in 0..<increments {
                let torn = pair.withLock { value -> Bool in
                    let before = value.first != value.second
                    value.first += 1
                    value.second += 1
                    return before
                }
                if torn { tornReads.withLock { $0 += 1 } }
            }
        }
        let total = pair.withLock { $0 }
        #expect(total.first == threads * increments)
        #expect(total.second == threads * increments)
        #expect(tornReads.withLock { $0 } == 0)
    }

    struct Refused: Error, Equatable { let value: Int }

    @Test func aThrownErrorKeepsItsTypeReleasesTheLockAndKeepsTheChangesMadeBeforeIt() {
        let counter = LockedValue(0)
        #expect(throws: Refused(value: 1)) {
            try counter.withLock { (value: inout Int) throws(Refused) in
                value += 1
                throw Refused(value: value)
            }
        }
        // Taking the lock again would deadlock had the throw left it held.
        #expect(counter.withLock { $0 } == 1)
    }

    /// How a value leaves the lock.
    enum Removal: CaseIterable, Sendable {
        case takenOut, replaced
    }

    /// A value whose `deinit` takes the lock it was held in (as a handler holding an observation does):
    /// released inside the lock, it would deadlock on it.
    @Test(arguments: Removal.allCases)
    func aValueTakenOutIsReleasedAfterTheUnlock(_ removal: Removal) throws {
        let held = LockedValue<[RelocksOnDeinit]>([])
        let deinits = LockedValue(0)
        held.withLock { $0 = [RelocksOnDeinit(held, counting: deinits)] }
        let returned = returnsBeforeDeadline {
            switch removal {
            case .takenOut:
                held.withLockReleasingAfterUnlock { values in
                    defer { values = [] }
                    return values
                }
            case .replaced:
                held.replaceReleasingAfterUnlock(with: [])
            }
        }
        // Stop here on a deadlock: the lock is held for good.
        try #require(returned, "the value was released inside the lock")
        #expect(deinits.withLock { $0 } == 1)
        #expect(held.withLock { $0.isEmpty })
    }
}

/// Takes the lock it is held in when it goes.
private final class RelocksOnDeinit: Sendable {
    private let home: LockedValue<[RelocksOnDeinit]>
    private let deinits: LockedValue<Int>

    init(_ home: LockedValue<[RelocksOnDeinit]>, counting deinits: LockedValue<Int>) {
        self.home = home
        self.deinits = deinits
    }

    deinit {
        _ = home.withLock { $0.count }
        deinits.withLock { $0 += 1 }
    }
}
