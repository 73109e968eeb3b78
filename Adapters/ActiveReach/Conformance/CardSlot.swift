import ActiveReachAdapter
import PrimerConformance
@_spi(AdapterAuthoring) import PrimerCore

/// The app's single place for a card: claimed while one is on screen.
final class CardSlot: Sendable {
    private let occupied = LockedValue(false)

    /// Takes the slot; `false` when a card already holds it.
    func claim() -> Bool {
        occupied.withLock { occupied in
            defer { occupied = true }
            return !occupied
        }
    }

    /// Frees the slot.
    func release() { occupied.withLock { $0 = false } }
}
