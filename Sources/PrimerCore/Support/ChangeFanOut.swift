/// Delivers values to callbacks and `AsyncStream`s in one total order, without holding its lock while
/// calling out (a callback may read its owner or post again: the post is queued behind the current
/// delivery and drained by the caller already delivering). The one fan-out behind the status monitor
/// and the push-event router.
final class ChangeFanOut<Element: Sendable>: Sendable {
    private struct Callback {
        let id: Int
        /// `false` once the callback's owner is gone; the entry is then dropped.
        let isAlive: @Sendable () -> Bool
        let deliver: @Sendable (Element) -> Void
    }

    private struct State {
        var callbacks: [Callback] = []
        var streams: [Int: AsyncStream<Element>.Continuation] = [:]
        var nextID = 0
        var pending: [Element] = []
        var delivering = false
        var finished = false
    }

    private let state = LockedValue(State())

    /// Registers `deliver` while `isAlive` answers `true`; returns the id for ``remove(_:)``.
    func add(
        isAlive: @escaping @Sendable () -> Bool = { true },
        deliver: @escaping @Sendable (Element) -> Void
    ) -> Int {
        state.withLock { state in
            state.nextID += 1
            state.callbacks.append(Callback(id: state.nextID, isAlive: isAlive, deliver: deliver))
            return state.nextID
        }
    }

    /// Removes a callback. Its captures are released after the unlock: the app's callback may hold the last
    /// reference to an object whose own observation of this fan-out ends when it goes.
    func remove(_ id: Int) {
        state.withLockReleasingAfterUnlock { state in
            let removed = state.callbacks.filter { $0.id == id }
            state.callbacks.removeAll { $0.id == id }
            return removed
        }
    }

    /// A stream of every later value; cancelling or dropping it unregisters it, ``finish()`` ends it.
    func stream(bufferingPolicy: AsyncStream<Element>.Continuation.BufferingPolicy = .unbounded)
        -> AsyncStream<Element>
    {
        let (stream, continuation) = AsyncStream.makeStream(of: Element.self, bufferingPolicy: bufferingPolicy)
        let id = state.withLock { state -> Int? in
            guard !state.finished else { return nil }
            state.nextID += 1
            state.streams[state.nextID] = continuation
            return state.nextID
        }
        guard let id else {
            continuation.finish()
            return stream
        }
        continuation.onTermination = { [weak self] _ in
            self?.state.withLockReleasingAfterUnlock { $0.streams.removeValue(forKey: id) }
        }
        return stream
    }

    /// Delivers `value` to every live callback, then every stream, in registration order.
    func post(_ value: Element) {
        let starts = state.withLock { state -> Bool in
            guard !state.finished else { return false }
            state.pending.append(value)
            guard !state.delivering else { return false }
            state.delivering = true
            return true
        }
        guard starts else { return }
        while let (next, callbacks, streams) = nextDelivery() {
            for callback in callbacks { callback.deliver(next) }
            for stream in streams { stream.yield(next) }
        }
    }

    /// Ends every stream and drops later values.
    func finish() {
        let streams = state.withLock { state in
            state.finished = true
            state.pending.removeAll()
            defer { state.streams.removeAll() }
            return Array(state.streams.values)
        }
        for stream in streams { stream.finish() }
    }

    /// Live callbacks plus open streams.
    var count: Int {
        dropDeadCallbacks()
        return state.withLock { $0.callbacks.count + $0.streams.count }
    }

    private func nextDelivery() -> (Element, [Callback], [AsyncStream<Element>.Continuation])? {
        dropDeadCallbacks()
        return state.withLock { state in
            guard !state.pending.isEmpty else {
                state.delivering = false
                return nil
            }
            let streams = state.streams.sorted { $0.key < $1.key }.map(\.value)
            return (state.pending.removeFirst(), state.callbacks, streams)
        }
    }

    /// Drops the callbacks whose owner is gone, releasing them after the unlock (see ``remove(_:)``).
    private func dropDeadCallbacks() {
        state.withLockReleasingAfterUnlock { state in
            var dead: [Callback] = []
            state.callbacks.removeAll { callback in
                if callback.isAlive() { return false }
                dead.append(callback)
                return true
            }
            return dead
        }
    }
}
