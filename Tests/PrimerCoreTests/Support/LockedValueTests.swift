import Dispatch
import PrimerCore
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
}
