import Foundation

/// A moment that can write the throttle stamp.
@_spi(AdapterAuthoring) public enum ThrottleMoment: String, Sendable, Hashable, Codable, CaseIterable {
    /// The card was displayed (Pushwoosh, before the user decides).
    case shown
    /// The user chose "later".
    case later
    /// The user dismissed the card.
    case dismissed
    /// The user accepted.
    case accepted
}
