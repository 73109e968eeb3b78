/// The kinds of ``TraceEntry``: a vendor case that lists entries of a kind is judged on every entry of
/// that kind (see ``DeviceTrace/entries(of:)``).
public enum TraceKind: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// What the simulated iOS saw (``SystemCall``).
    case system
    /// Writes and removes that reached the app's disk.
    case store
    /// Calls into the app's code: callbacks, delegate methods, observers, completions.
    case appCall
    /// Analytics events in the vendor's own shape (name and properties).
    case analytics
    /// Canonical events (`PrimerEventName`) an adapter reported.
    case event

    public var description: String { rawValue }
}
