import PrimerConformance
@_spi(AdapterAuthoring) import PrimerCore
import Testing

/// Every ordering here is forced: work is held on a `Hold` until the test lets it go, and the test lets
/// it go only once `waitingCount` says the waiter is waiting.
@Suite(.timeLimit(.minutes(5))) struct TrackedTasksTests {
    /// Work that waits until the test releases it.
    final class Hold: Sendable {
        private let (released, release) = AsyncStream<Void>.makeStream()

        func wait() async {
            for await _ in released { return }
        }

        func open() {
            release.yield()
            release.finish()
        }
    }

    private static func untilWaiting(_ tasks: TrackedTasks, count: Int = 1) async {
        while tasks.waitingCount < count { await Task.yield() }
    }

    @Test func waitUntilIdleReturnsAtOnceWhenNothingRuns() async {
        let tasks = TrackedTasks()
        await tasks.waitUntilIdle()
        #expect(tasks.waitingCount == 0)
    }

    @Test func waitUntilIdleReturnsOnlyAfterTheWorkStartedBeforeIt() async {
        let tasks = TrackedTasks()
        let hold = Hold()
        let log = ReportLog<String>()
        tasks.spawn {
            await hold.wait()
            log.append("work done")
        }
        let waiter = Task {
            await tasks.waitUntilIdle()
            log.append("idle")
        }
        await Self.untilWaiting(tasks)
        #expect(log.all.isEmpty)
        hold.open()
        await waiter.value
        #expect(log.all == ["work done", "idle"])
    }

    @Test func waitUntilIdleAlsoWaitsForTheWorkThatWorkStarted() async {
        let tasks = TrackedTasks()
        let first = Hold()
        let second = Hold()
        let log = ReportLog<String>()
        tasks.spawn {
            await first.wait()
            tasks.spawn {
                await second.wait()
                log.append("started by the work")
            }
            log.append("work done")
        }
        let waiter = Task {
            await tasks.waitUntilIdle()
            log.append("idle")
        }
        await Self.untilWaiting(tasks)
        first.open()
        // The first task has ended once the log says so; the waiter still waits for what it started.
        while log.all.isEmpty { await Task.yield() }
        #expect(tasks.waitingCount == 1)
        second.open()
        await waiter.value
        #expect(log.all == ["work done", "started by the work", "idle"])
    }

    @Test func workAnotherCallerStartsWhileItWaitsIsNotWaitedFor() async {
        let tasks = TrackedTasks()
        let first = Hold()
        let later = Hold()
        tasks.spawn { await first.wait() }
        let waiter = Task { await tasks.waitUntilIdle() }
        await Self.untilWaiting(tasks)
        tasks.spawn { await later.wait() }
        first.open()
        await waiter.value
        // Still held: the waiter returned without it.
        let second = Task { await tasks.waitUntilIdle() }
        await Self.untilWaiting(tasks)
        later.open()
        await second.value
    }

    @Test(arguments: [1, 2, 5])
    func everyWaiterReturnsOnceItsWorkIsDone(waiters: Int) async {
        let tasks = TrackedTasks()
        let hold = Hold()
        tasks.spawn { await hold.wait() }
        let waiting = (0..<waiters).map { _ in Task { await tasks.waitUntilIdle() } }
        await Self.untilWaiting(tasks, count: waiters)
        hold.open()
        for waiter in waiting { await waiter.value }
        #expect(tasks.waitingCount == 0)
    }
}
