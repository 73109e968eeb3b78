import PrimerCore

/// Suspends until the current task is cancelled, then throws `CancellationError`; never waits for time.
func suspendUntilCancelled() async throws {
    let gate = OneShotGate()
    await withTaskCancellationHandler {
        await gate.wait()
    } onCancel: {
        gate.open()
    }
    throw CancellationError()
}

/// A gate one waiter passes once it is opened (opening first lets the wait pass at once).
final class OneShotGate: Sendable {
    private let state = LockedValue<(continuation: CheckedContinuation<Void, Never>?, open: Bool)>((nil, false))

    func wait() async {
        await withCheckedContinuation { install($0) }
    }

    private func install(_ continuation: CheckedContinuation<Void, Never>) {
        let openAlready = state.withLock { state -> Bool in
            if state.open { return true }
            state.continuation = continuation
            return false
        }
        if openAlready { continuation.resume() }
    }

    func open() {
        let continuation = state.withLock { state in
            state.open = true
            defer { state.continuation = nil }
            return state.continuation
        }
        continuation?.resume()
    }
}
