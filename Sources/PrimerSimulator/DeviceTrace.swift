/// Everything an app or its user could observe on one ``SimulatedDevice``, in order
/// (``SimulatedDevice/deviceTrace``): system calls, writes and removes that reached the disk, calls into
/// the app's code, vendor analytics and canonical events. The system calls are recorded by the device,
/// the disk entries by the store the app gets (``SimulatedDisk``), whatever ``DiskKind`` it is; the rest
/// by whoever hears them (a driver, the conformance harness) through a ``TraceRecorder``, at the moment
/// they are heard, so their order against the device's own entries is the order they happened in.
public struct DeviceTrace: Sendable, Hashable, CustomStringConvertible {
    /// Every entry, oldest first.
    public var entries: [TraceEntry]

    public init(_ entries: [TraceEntry] = []) { self.entries = entries }

    /// The entries of the given kinds, in order.
    public func entries(of kinds: Set<TraceKind>) -> [TraceEntry] { entries.filter { kinds.contains($0.kind) } }

    /// The entries from `index` on (an index past the end gives none): what happened since a count taken
    /// earlier.
    public func suffix(from index: Int) -> [TraceEntry] { Array(entries[min(index, entries.count)...]) }

    /// One entry per line, numbered from 1 (`  3. system prompt(allow)`); `(empty)` for none.
    public var description: String {
        guard !entries.isEmpty else { return "(empty)" }
        return entries.enumerated().map { "\($0.offset + 1). \($0.element)" }.joined(separator: "\n")
    }
}
