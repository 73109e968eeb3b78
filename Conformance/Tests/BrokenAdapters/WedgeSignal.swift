import PrimerConformance
@_spi(AdapterAuthoring) import PrimerCore
import PrimerSimulator

/// Where an adapter wedges, and the check deadline a test gives it: the deadline expires when a call
/// wedged (an event), so the test proves a hang becomes a named failure without waiting for time.
final class WedgeSignal: Sendable {
    private struct State {
        var wedged = false
        var waiters: [OneShotGate] = []
        /// The adapter was stopped: its wedged calls return, and a call wedging later returns at once.
        var released = false
        var held: [UnsafeContinuation<Void, Never>] = []
    }

    private let state = LockedValue(State())

    /// Marks the call wedged, wakes every deadline, and does not return until the adapter is stopped
    /// (nothing answers it; only the suite's teardown ends it, so no task is left suspended for good).
    func wedge() async {
        let waiters = state.withLock { state in
            state.wedged = true
            defer { state.waiters = [] }
            return state.waiters
        }
        for waiter in waiters { waiter.open() }
        await withUnsafeContinuation { (continuation: UnsafeContinuation<Void, Never>) in
            let released = state.withLock { state -> Bool in
                if !state.released { state.held.append(continuation) }
                return state.released
            }
            if released { continuation.resume() }
        }
    }

    /// The adapter was stopped (the suite stops every driver when a check ends, deadline or not): every
    /// wedged call returns, and later ones return at once.
    func release() {
        let held = state.withLock { state in
            state.released = true
            defer { state.held = [] }
            return state.held
        }
        for continuation in held { continuation.resume() }
    }

    /// A check deadline that expires once a call has wedged (throws when cancelled first).
    var deadline: CheckDeadline {
        CheckDeadline("until a call wedged") { [self] in try await waitForWedge() }
    }

    private func waitForWedge() async throws {
        let gate = OneShotGate()
        let wedged = state.withLock { state in
            if !state.wedged { state.waiters.append(gate) }
            return state.wedged
        }
        if wedged { return }
        await withTaskCancellationHandler {
            await gate.wait()
        } onCancel: {
            gate.open()
        }
        try Task.checkCancellation()
    }
}

/// The presenter of ``BrokenAdapter/acceptNeverAnswers``: the user's accept goes to a callback the
/// adapter never registered, so the attempt waits for it for good.
struct WedgingPresenter: CardPresenter {
    let inner: any CardPresenter
    let wedges: WedgeSignal

    func present(_ card: PrimerCard) async -> CardAnswer {
        let answer = await inner.present(card)
        if answer == .accept { await wedges.wedge() }
        return answer
    }
}
