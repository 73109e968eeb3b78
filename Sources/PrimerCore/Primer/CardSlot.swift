
/// The one place on screen a primer card can occupy. Every ``SoftAskEngine`` has one; engines that must
/// never show cards at the same time share one (a vendor whose process-wide "a primer is already on
/// screen" flag spans builders with different policies, like Pushwoosh's).
///
/// Contract: ``occupy()`` succeeds for exactly one caller until that caller calls ``release()``.
public final class CardSlot: Sendable {
    private let occupied = LockedValue(false)

    /// Creates a free slot.
    public init() {}

    /// Whether a card holds the slot now.
    public var isOccupied: Bool { occupied.withLock { $0 } }

    /// Takes the slot; `false` when a card already holds it.
    public func occupy() -> Bool {
        occupied.withLock { occupied in
            guard !occupied else { return false }
            occupied = true
            return true
        }
    }

    /// Frees the slot.
    public func release() {
        occupied.withLock { $0 = false }
    }
}
