/// Fans ``PushEvent``s out to delegate-style observers (held weakly) and `AsyncStream` consumers.
///
/// Ordering: events are delivered one at a time in one total order, the same for every observer and
/// stream. `post(_:)` delivers at once when no delivery is in progress; otherwise (a re-entrant post
/// from an observer, or a concurrent post from another thread) it queues the event behind the one being
/// delivered and returns, and the delivering caller drains the queue.
///
/// Lifetimes: an observer is dropped when it is released; a stream's registration is removed when its
/// consumer stops (the stream is cancelled, finished or deallocated), so neither side leaks.
@_spi(AdapterAuthoring) public final class PushEventRouter: Sendable {
    /// One delegate-style registration: its fan-out id and whether its observer is still alive.
    private struct Registration {
        let id: Int
        let isAlive: @Sendable () -> Bool
    }

    private let fanOut = ChangeFanOut<PushEvent>()
    /// Keyed by observer identity, so adding the same object twice delivers once.
    private let registrations = LockedValue<[ObjectIdentifier: Registration]>([:])

    /// Creates a router with no observers.
    @_spi(AdapterAuthoring) public init() {}

    /// Adds `observer` (weakly held; adding the same object twice delivers once).
    public func add(_ observer: any PushEventObserver) {
        let key = ObjectIdentifier(observer)
        registrations.withLock { registrations in
            if registrations[key]?.isAlive() == true { return }
            // Entries of released observers go (one may share this observer's address).
            for (deadKey, dead) in registrations where !dead.isAlive() {
                fanOut.remove(dead.id)
                registrations[deadKey] = nil
            }
            let isAlive: @Sendable () -> Bool = { [weak observer] in observer != nil }
            let id = fanOut.add(isAlive: isAlive) { [weak self, weak observer] event in
                guard let self, let observer else { return }
                observer.pushEventRouter(self, didRoute: event)
            }
            registrations[key] = Registration(id: id, isAlive: isAlive)
        }
    }

    /// Removes `observer`; later events do not reach it.
    public func remove(_ observer: any PushEventObserver) {
        let removed = registrations.withLock { $0.removeValue(forKey: ObjectIdentifier(observer)) }
        if let removed { fanOut.remove(removed.id) }
    }

    /// A stream of every event posted from now on. It ends when `finish()` is called; cancelling the
    /// consuming task or dropping the stream removes its registration.
    public func events(bufferingPolicy: AsyncStream<PushEvent>.Continuation.BufferingPolicy = .unbounded)
        -> AsyncStream<PushEvent>
    {
        fanOut.stream(bufferingPolicy: bufferingPolicy)
    }

    /// Delivers `event` to every live observer, then every stream (see the ordering rule above).
    /// Events posted after ``finish()`` are dropped.
    @_spi(AdapterAuthoring) public func post(_ event: PushEvent) { fanOut.post(event) }

    /// Ends every stream and drops later events.
    @_spi(AdapterAuthoring) public func finish() { fanOut.finish() }

    /// How many observers and streams are registered and alive.
    package var observerCount: Int { fanOut.count }
}
