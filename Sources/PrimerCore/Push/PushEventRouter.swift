import Synchronization

/// Fans ``PushEvent``s out to delegate-style observers (held weakly) and `AsyncStream` consumers.
///
/// Ordering: events are delivered one at a time in one total order, the same for every observer and
/// stream. ``post(_:)`` delivers at once when no delivery is in progress; otherwise (a re-entrant post
/// from an observer, or a concurrent post from another thread) it queues the event behind the one being
/// delivered and returns, and the delivering caller drains the queue.
///
/// Lifetimes: an observer is dropped when it is released; a stream's registration is removed when its
/// consumer stops (the stream is cancelled, finished or deallocated), so neither side leaks.
public final class PushEventRouter: Sendable {
    private struct WeakObserver {
        let id: Int
        weak var observer: (any PushEventObserver)?
    }

    private struct State {
        var observers: [WeakObserver] = []
        var streams: [Int: AsyncStream<PushEvent>.Continuation] = [:]
        var nextID = 0
        var pending: [PushEvent] = []
        var delivering = false
        var finished = false
    }

    private let state = Mutex(State())

    /// Creates a router with no observers.
    public init() {}

    /// Adds `observer` (weakly held; adding the same object twice delivers once).
    public func add(_ observer: any PushEventObserver) {
        state.withLock { state in
            state.observers.removeAll { $0.observer == nil }
            guard !state.observers.contains(where: { $0.observer === observer }) else { return }
            state.nextID += 1
            state.observers.append(WeakObserver(id: state.nextID, observer: observer))
        }
    }

    /// Removes `observer`; later events do not reach it.
    public func remove(_ observer: any PushEventObserver) {
        state.withLock { state in
            state.observers.removeAll { $0.observer == nil || $0.observer === observer }
        }
    }

    /// A stream of every event posted from now on. It ends when ``finish()`` is called; cancelling the
    /// consuming task or dropping the stream removes its registration.
    public func events(bufferingPolicy: AsyncStream<PushEvent>.Continuation.BufferingPolicy = .unbounded)
        -> AsyncStream<PushEvent> {
        let (stream, continuation) = AsyncStream.makeStream(of: PushEvent.self, bufferingPolicy: bufferingPolicy)
        let registered = state.withLock { state -> Int? in
            guard !state.finished else { return nil }
            state.nextID += 1
            state.streams[state.nextID] = continuation
            return state.nextID
        }
        guard let id = registered else {
            continuation.finish()
            return stream
        }
        continuation.onTermination = { [weak self] _ in
            _ = self?.state.withLock { $0.streams.removeValue(forKey: id) }
        }
        return stream
    }

    /// Delivers `event` to every live observer, then every stream (see the ordering rule above).
    /// Events posted after ``finish()`` are dropped.
    public func post(_ event: PushEvent) {
        let startsDelivery = state.withLock { state -> Bool in
            guard !state.finished else { return false }
            state.pending.append(event)
            guard !state.delivering else { return false }
            state.delivering = true
            return true
        }
        guard startsDelivery else { return }
        while let (next, observers, streams) = nextDelivery() {
            for observer in observers { observer.pushEventRouter(self, didRoute: next) }
            for stream in streams { stream.yield(next) }
        }
    }

    /// Ends every stream and drops later events.
    public func finish() {
        let streams = state.withLock { state in
            state.finished = true
            state.pending.removeAll()
            defer { state.streams.removeAll() }
            return Array(state.streams.values)
        }
        for stream in streams { stream.finish() }
    }

    /// How many observers and streams are registered and alive.
    public var observerCount: Int {
        state.withLock { state in
            state.observers.removeAll { $0.observer == nil }
            return state.observers.count + state.streams.count
        }
    }

    private func nextDelivery()
        -> (PushEvent, [any PushEventObserver], [AsyncStream<PushEvent>.Continuation])? {
        state.withLock { state in
            guard !state.pending.isEmpty else {
                state.delivering = false
                return nil
            }
            let event = state.pending.removeFirst()
            state.observers.removeAll { $0.observer == nil }
            let observers = state.observers.compactMap(\.observer)
            let streams = state.streams.sorted { $0.key < $1.key }.map(\.value)
            return (event, observers, streams)
        }
    }
}
