import Foundation
import PrimerConformance
@_spi(AdapterAuthoring) import PrimerCore
import Testing

/// The hand-off between `registerForRemoteNotifications()` callers and the app delegate's callbacks.
@Suite struct RemoteRegistrationRelayTests {
    struct Failure: Error, Equatable {}

    /// Starts `count` callers and returns once all of them wait.
    func callers(_ count: Int, relay: RemoteRegistrationRelay, starts: ReportLog<Int>)
        -> [Task<DeviceToken, any Error>]
    {
        (0..<count).map { _ in Task { try await relay.register { starts.append(1) } } }
    }

    func waitUntilWaiting(_ count: Int, _ relay: RemoteRegistrationRelay) async {
        while relay.waitingCount < count { await Task.yield() }
    }

    @Test func concurrentCallersShareOneSystemCallAndAllGetTheToken() async throws {
        let relay = RemoteRegistrationRelay()
        let starts = ReportLog<Int>()
        let tasks = callers(10, relay: relay, starts: starts)
        await waitUntilWaiting(10, relay)
        relay.didRegister(deviceToken: Data([0xAB, 0x01]))
        for task in tasks { #expect(try await task.value.hex == "ab01") }
        #expect(starts.all.count == 1)
        #expect(relay.lastToken?.hex == "ab01")
        #expect(relay.waitingCount == 0)
    }

    @Test func anErrorReachesEveryWaitingCaller() async {
        let relay = RemoteRegistrationRelay()
        let tasks = callers(3, relay: relay, starts: ReportLog())
        await waitUntilWaiting(3, relay)
        relay.didFailToRegister(error: Failure())
        for task in tasks { await #expect(throws: Failure.self) { try await task.value } }
        #expect(relay.lastToken == nil)
    }

    @Test func aCallbackWithNobodyWaitingOnlyUpdatesTheLastToken() async throws {
        let relay = RemoteRegistrationRelay()
        let starts = ReportLog<Int>()
        relay.didRegister(deviceToken: Data([1]))
        #expect(relay.lastToken?.hex == "01")
        let later = callers(1, relay: relay, starts: starts)
        await waitUntilWaiting(1, relay)
        relay.didRegister(deviceToken: Data([2]))
        #expect(try await later[0].value.hex == "02")
        #expect(starts.all.count == 1, "a new batch makes a new system call")
    }

    /// An app that never forwards the callbacks gets an error when the deadline passes, not a hang.
    @Test func aPassedDeadlineEndsTheWaitWithNoAnswer() async throws {
        let relay = RemoteRegistrationRelay()
        let (deadlines, passDeadline) = AsyncStream.makeStream(of: Void.self)
        let caller = Task {
            try await relay.register(deadline: { for await _ in deadlines { return } }) {}
        }
        await waitUntilWaiting(1, relay)
        passDeadline.yield()
        await #expect(throws: RemoteRegistrationError.noAnswer) { try await caller.value }
        #expect(relay.waitingCount == 0)
    }

    @Test func anAnswerBeforeTheDeadlineWins() async throws {
        let relay = RemoteRegistrationRelay()
        let caller = Task {
            try await relay.register(deadline: { await Task.yieldUntilCancelled() }) {}
        }
        await waitUntilWaiting(1, relay)
        relay.didRegister(deviceToken: Data([9]))
        #expect(try await caller.value.hex == "09")
    }

    @Test func aCancelledCallerStopsWaitingAndTheOthersStillGetTheToken() async throws {
        let relay = RemoteRegistrationRelay()
        let tasks = callers(2, relay: relay, starts: ReportLog())
        await waitUntilWaiting(2, relay)
        tasks[0].cancel()
        await #expect(throws: CancellationError.self) { try await tasks[0].value }
        #expect(relay.waitingCount == 1)
        relay.didRegister(deviceToken: Data([3]))
        #expect(try await tasks[1].value.hex == "03")
    }
}

extension Task where Success == Never, Failure == Never {
    /// Suspends until the current task is cancelled (a deadline that never passes on its own).
    static func yieldUntilCancelled() async {
        let (stream, continuation) = AsyncStream.makeStream(of: Void.self)
        await withTaskCancellationHandler {
            for await _ in stream {}
        } onCancel: {
            continuation.finish()
        }
    }
}
