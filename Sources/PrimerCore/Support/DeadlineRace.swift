/// How a ``raceAgainstDeadline(_:deadline:onLateResult:)`` ended.
@_spi(AdapterAuthoring) public enum DeadlineRaceOutcome<Value: Sendable>: Sendable {
    /// The work finished first.
    case finished(Value)
    /// The work threw first (or the waiting task was cancelled).
    case failed(any Error)
    /// The deadline came first.
    case expired
}

/// Runs `work` against `deadline` and returns as soon as either ends, cancelling the other. Unlike a task
/// group it never waits for a loser that ignores cancellation, so the caller keeps its own time limit.
/// A result the work produces after losing goes to `onLateResult` (to delete a late download).
///
/// Every time limit of the package uses it: the engine's bounded status read, and Actito's APNs token wait
/// and service-extension download budget. `deadline` is normally a ``PrimerTimer`` sleep, so tests
/// decide when time runs out; a deadline that throws (cancelled) never wins.
@_spi(AdapterAuthoring) public func raceAgainstDeadline<Value: Sendable>(
    _ work: @escaping @Sendable () async throws -> Value,
    deadline: @escaping @Sendable () async throws -> Void,
    onLateResult: @escaping @Sendable (Value) async -> Void = { _ in }
) async -> DeadlineRaceOutcome<Value> {
    let gate = RaceGate<Value>()
    return await withTaskCancellationHandler {
        await withCheckedContinuation { continuation in
            gate.install(continuation)
            let worker = Task {
                do {
                    let value = try await work()
                    if !gate.resolve(.finished(value)) { await onLateResult(value) }
                } catch {
                    gate.resolve(.failed(error))
                }
            }
            let timer = Task {
                // A cancelled timer throws: the work won, nothing to report.
                if (try? await deadline()) != nil { gate.resolve(.expired) }
            }
            gate.own([worker, timer])
        }
    } onCancel: {
        gate.resolve(.failed(CancellationError()))
    }
}

/// ``raceAgainstDeadline(_:deadline:onLateResult:)`` for a deadline that ends once cancelled (a
/// ``PrimerTimer`` sleep): the deadline runs as a child task of the caller, so the race starts one
/// unstructured task, the work's, and still never waits for work that ignores cancellation. The
/// engine's status read uses it, once or twice in every move.
func raceAgainstCancellableDeadline<Value: Sendable>(
    _ work: @escaping @Sendable () async throws -> Value,
    deadline: @escaping @Sendable () async throws -> Void
) async -> DeadlineRaceOutcome<Value> {
    let gate = RaceGate<Value>()
    return await withTaskGroup(of: Void.self) { group in
        group.addTask {
            // A cancelled deadline throws: the work won, nothing to report.
            if (try? await deadline()) != nil { gate.resolve(.expired) }
        }
        let outcome = await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                gate.install(continuation)
                let worker = Task {
                    do {
                        gate.resolve(.finished(try await work()))
                    } catch {
                        gate.resolve(.failed(error))
                    }
                }
                gate.own([worker])
            }
        } onCancel: {
            gate.resolve(.failed(CancellationError()))
        }
        group.cancelAll()
        return outcome
    }
}

/// Resumes the race's continuation exactly once and cancels both contenders when it does.
private final class RaceGate<Value: Sendable>: Sendable {
    private struct State {
        var continuation: CheckedContinuation<DeadlineRaceOutcome<Value>, Never>?
        var outcome: DeadlineRaceOutcome<Value>?
        var tasks: [Task<Void, Never>] = []
        var resumed = false
    }

    private let state = LockedValue(State())

    func install(_ continuation: CheckedContinuation<DeadlineRaceOutcome<Value>, Never>) {
        let early = state.withLock { state -> DeadlineRaceOutcome<Value>? in
            state.continuation = continuation
            return state.outcome
        }
        // Cancelled before the contenders started: settle at once.
        if let early { settle(early) }
    }

    func own(_ tasks: [Task<Void, Never>]) {
        let cancelNow = state.withLock { state -> Bool in
            state.tasks = tasks
            return state.outcome != nil
        }
        if cancelNow { for task in tasks { task.cancel() } }
    }

    /// Records `outcome` if none was recorded; `false` when the race was already decided.
    @discardableResult
    func resolve(_ outcome: DeadlineRaceOutcome<Value>) -> Bool {
        let first = state.withLock { state -> Bool in
            guard state.outcome == nil else { return false }
            state.outcome = outcome
            return true
        }
        if first { settle(outcome) }
        return first
    }

    private func settle(_ outcome: DeadlineRaceOutcome<Value>) {
        let (continuation, tasks) = state.withLock { state in
            guard !state.resumed, let continuation = state.continuation else {
                return (CheckedContinuation<DeadlineRaceOutcome<Value>, Never>?.none, [Task<Void, Never>]())
            }
            state.resumed = true
            return (continuation, state.tasks)
        }
        for task in tasks { task.cancel() }
        continuation?.resume(returning: outcome)
    }
}
