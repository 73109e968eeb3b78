@_spi(AdapterAuthoring) import PrimerCore

/// The app's permission observers, held weakly, called on the main actor in the order the changes
/// happened.
final class PermissionObservers: Sendable {
    private struct Entry {
        weak var observer: (any OSNotificationPermissionObserver)?
    }

    private let entries = LockedValue<[Entry]>([])

    /// Adds `observer` once (a second add of the same object is ignored).
    func add(_ observer: any OSNotificationPermissionObserver) {
        entries.withLock { entries in
            entries.removeAll { $0.observer == nil }
            guard !entries.contains(where: { $0.observer === observer }) else { return }
            entries.append(Entry(observer: observer))
        }
    }

    func remove(_ observer: any OSNotificationPermissionObserver) {
        entries.withLock { entries in entries.removeAll { $0.observer == nil || $0.observer === observer } }
    }

    /// Whether an observer is alive.
    var hasAny: Bool { entries.withLock { $0.contains { $0.observer != nil } } }

    /// The observers alive now.
    var alive: [any OSNotificationPermissionObserver] { entries.withLock { $0.compactMap(\.observer) } }

    /// Tells every observer alive on the main actor that `permission` is the new value.
    @MainActor
    func notify(_ permission: Bool) {
        for observer in alive { observer.onNotificationPermissionDidChange(permission) }
    }
}
