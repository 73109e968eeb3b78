/// The stores an app can ship with, each of which can be a ``SimulatedDevice``'s disk (``DeviceDisk``).
public enum DiskKind: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// `InMemoryStore`: the disk is the store itself.
    case inMemory
    /// `FileStore` over a file in a temporary directory of the disk's own.
    case file
    /// `UserDefaultsStore` over a defaults suite of the disk's own.
    case userDefaults

    public var description: String { rawValue }
}
