import PrimerSimulator

/// Which store (`DiskKind`) the simulated devices of a suite keep the app's values in.
public enum DiskChoice: Sendable, Hashable, CustomStringConvertible {
    /// Each check's devices on one store, chosen by a rotation over the checks that starts at a place
    /// fixed by the adapter's name, so every adapter's checks meet every store; the exploration's
    /// sequences rotate over the stores one by one. Deterministic: a re-run uses the same stores.
    case rotating
    /// Every device on `kind` (the full cross product is a suite per kind).
    case only(DiskKind)

    /// The store of `check`'s devices for `adapter`.
    func kind(for check: ConformanceCheck, adapter: String) -> DiskKind {
        switch self {
        case let .only(kind): return kind
        case .rotating:
            let kinds = DiskKind.allCases
            let position = ConformanceCheck.allCases.firstIndex(of: check) ?? 0
            let start = adapter.unicodeScalars.reduce(0) { $0 + Int($1.value) }
            return kinds[(position + start) % kinds.count]
        }
    }

    /// The store of the exploration's sequence number `index` (in the order the search runs them).
    func kind(forSequence index: Int) -> DiskKind {
        switch self {
        case let .only(kind): kind
        case .rotating: DiskKind.allCases[index % DiskKind.allCases.count]
        }
    }

    public var description: String {
        switch self {
        case .rotating: "rotating"
        case let .only(kind): kind.rawValue
        }
    }
}
