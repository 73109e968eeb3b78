@_spi(AdapterAuthoring) import PrimerCore

/// The app's push subscription observers, held weakly, called on the main actor.
final class PushSubscriptionObservers: Sendable {
    private struct Entry {
        weak var observer: (any OSPushSubscriptionObserver)?
    }

    private let entries = LockedValue<[Entry]>([])

    /// Adds `observer` once (a second add of the same object is ignored).
    func add(_ observer: any OSPushSubscriptionObserver) {
        entries.withLock { entries in
            entries.removeAll { $0.observer == nil }
            guard !entries.contains(where: { $0.observer === observer }) else { return }
            entries.append(Entry(observer: observer))
        }
    }

    func remove(_ observer: any OSPushSubscriptionObserver) {
        entries.withLock { entries in entries.removeAll { $0.observer == nil || $0.observer === observer } }
    }

    /// Tells every observer alive, in the order they were added.
    @MainActor
    func notify(_ change: OSPushSubscriptionChangedState) {
        let alive = entries.withLock { $0.compactMap(\.observer) }
        for observer in alive { observer.onPushSubscriptionDidChange(state: change) }
    }
}
