@_spi(AdapterAuthoring) import PrimerCore
import PrimerSimulator
import Testing

@testable import ActitoAdapter

/// The one race both time limits use (token wait, download budget): whoever ends first decides, the
/// other is cancelled, and nobody waits for a loser that ignores cancellation.
@Suite(.timeLimit(.minutes(5))) struct DeadlineRaceTests {
    struct Failure: Error, Equatable {}

    @Test func workThatEndsFirstWinsAndCancelsTheDeadline() async {
        let deadlineCancelled = OneShotGate()
        let outcome = await raceAgainstDeadline(
            { 7 },
            deadline: {
                do { try await suspendUntilCancelled() } catch {
                    deadlineCancelled.open()
                    throw error
                }
            })
        guard case .finished(7) = outcome else {
            Issue.record("got \(outcome), want finished(7)")
            return
        }
        await deadlineCancelled.wait()
    }

    @Test func workThatThrowsFirstReportsItsError() async {
        let outcome = await raceAgainstDeadline(
            { () async throws -> Int in throw Failure() },
            deadline: { try await suspendUntilCancelled() })
        guard case let .failed(error) = outcome else {
            Issue.record("got \(outcome), want failed")
            return
        }
        #expect(error as? Failure == Failure())
    }

    @Test func aDeadlineThatEndsFirstWinsAndALateResultIsHandedOver() async {
        let release = OneShotGate()
        let lateArrived = OneShotGate()
        let late = LockedValue<Int?>(nil)
        // The work ignores cancellation: the race must not wait for it.
        let outcome = await raceAgainstDeadline(
            { () async -> Int in
                await release.wait()
                return 42
            }, deadline: {},
            onLateResult: { value in
                late.withLock { $0 = value }
                lateArrived.open()
            })
        guard case .expired = outcome else {
            Issue.record("got \(outcome), want expired")
            return
        }
        release.open()
        await lateArrived.wait()
        #expect(late.withLock { $0 } == 42)
    }

    @Test func aCancelledCallerStopsWaitingAtOnce() async {
        // Both contenders ignore cancellation until the test lets them go.
        let (work, deadline) = (OneShotGate(), OneShotGate())
        let race = Task {
            await raceAgainstDeadline(
                { () async -> Int in
                    await work.wait()
                    return 0
                }, deadline: { await deadline.wait() })
        }
        race.cancel()
        let outcome = await race.value
        work.open()
        deadline.open()
        guard case let .failed(error) = outcome else {
            Issue.record("got \(outcome), want failed")
            return
        }
        #expect(error is CancellationError)
    }
}
