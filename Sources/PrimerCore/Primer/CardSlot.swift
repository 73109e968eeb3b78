/// The one place on screen a primer card can occupy: the device's ``SoftAskEngine`` owns one, so cards
/// of every adapter and policy over the device take turns (Pushwoosh's process-wide "a primer is already
/// on screen" flag is this slot).
///
/// Contract: ``occupy()`` succeeds for exactly one caller until that caller calls ``release()``.
final class CardSlot: Sendable {
    private let occupied = LockedValue(false)

    /// Creates a free slot.
    init() {}

    /// Whether a card holds the slot now.
    var isOccupied: Bool { occupied.withLock { $0 } }

    /// Takes the slot; `false` when a card already holds it.
    func occupy() -> Bool {
        occupied.withLock { occupied in
            guard !occupied else { return false }
            occupied = true
            return true
        }
    }

    /// Frees the slot.
    func release() {
        occupied.withLock { $0 = false }
    }
}
