/// An ``AppLifecycle`` fired by whoever sees the app return to the foreground: the live UIKit binding
/// fires it from `UIApplication.willEnterForegroundNotification`, the simulator from
/// `SimulatedDevice.returnToForeground()`. It keeps the port's contract in one place: handlers run in
/// registration order, each once per ``fire()``, and stop when their observation is cancelled or released.
@_spi(AdapterAuthoring) public final class ForegroundSignal: AppLifecycle {
    private struct State {
        var handlers: [(id: Int, run: @Sendable () async -> Void)] = []
        var nextID = 0
    }

    private let state = LockedValue(State())

    /// Creates a signal with no observers.
    public init() {}

    /// Registers `handler` until the observation is cancelled or released.
    public func observeForeground(_ handler: @escaping @Sendable () async -> Void) -> LifecycleObservation {
        let id = state.withLock { state in
            state.nextID += 1
            state.handlers.append((state.nextID, handler))
            return state.nextID
        }
        return LifecycleObservation { [weak self] in
            // A handler's captures may end observations of this signal when they go: released after the unlock.
            self?.state.withLockReleasingAfterUnlock { state in
                let removed = state.handlers.filter { $0.id == id }
                state.handlers.removeAll { $0.id == id }
                return removed
            }
        }
    }

    /// Runs every handler registered now, in registration order, and returns when all have finished.
    public func fire() async {
        let handlers = state.withLock { $0.handlers.map(\.run) }
        for handler in handlers { await handler() }
    }

    /// Drops every handler (a process that ends takes its observers with it).
    public func removeAll() {
        // A handler may hold the last reference to an object whose own observation of this signal ends
        // when it goes (a device's engine does): released after the unlock.
        state.withLockReleasingAfterUnlock { state in
            let removed = state.handlers
            state.handlers = []
            return removed
        }
    }

    /// Handlers registered and not cancelled.
    package var observerCount: Int { state.withLock { $0.handlers.count } }
}
