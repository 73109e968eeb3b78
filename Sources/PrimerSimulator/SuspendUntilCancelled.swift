@_spi(AdapterAuthoring) import PrimerCore

/// Suspends until the current task is cancelled, then throws `CancellationError`; never waits for time.
///
/// For test doubles that must never answer on their own (a deadline that only a cancellation ends, a
/// port that hangs). Unlike `Task.sleep(nanoseconds: .max)`, it leaves no timer queued after the
/// cancellation, so nothing (the task included) stays allocated once the wait is over.
public func suspendUntilCancelled() async throws {
    let gate = OneShotGate()
    await withTaskCancellationHandler {
        await gate.wait()
    } onCancel: {
        gate.open()
    }
    throw CancellationError()
}

/// A gate that one waiter passes once it is opened; opening it first lets the wait pass at once.
public final class OneShotGate: Sendable {
    private let state = LockedValue<(continuation: CheckedContinuation<Void, Never>?, open: Bool)>((nil, false))

    /// A closed gate.
    public init() {}

    /// Returns once the gate is open (at once if it already is). One waiter at a time.
    public func wait() async {
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

    /// Opens the gate, letting its waiter (now or later) pass.
    public func open() {
        let continuation = state.withLock { state in
            state.open = true
            defer { state.continuation = nil }
            return state.continuation
        }
        continuation?.resume()
    }
}
