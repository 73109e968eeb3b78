@_spi(AdapterAuthoring) import PrimerCore

/// One process-wide sequence that orders what adapters report against what they write to disk, so the
/// suite can tell whether a stamp was on disk when an outcome was reported, not only when the call
/// returned. Only the order matters: every report and every watched write takes the next number.
enum DeliveryOrder {
    private static let last = LockedValue<UInt64>(0)

    /// The next number (never 0, which means "not known").
    static func next() -> UInt64 {
        last.withLock { last in
            last += 1
            return last
        }
    }
}
