import PrimerCore

/// A thread-safe, append-only log that drivers and tests share with escaping callbacks: the adapter's
/// callbacks append, the driver drains. One lock, no ordering surprises.
public final class ReportLog<Element: Sendable>: Sendable {
    private let entries = LockedValue<[Element]>([])

    /// Creates an empty log.
    public init() {}

    /// Appends `element`.
    public func append(_ element: Element) {
        entries.withLock { $0.append(element) }
    }

    /// Everything logged so far.
    public var all: [Element] { entries.withLock { $0 } }

    /// Everything logged since the last drain, emptying the log.
    public func drain() -> [Element] {
        entries.withLock { entries in
            defer { entries.removeAll() }
            return entries
        }
    }
}
