import Foundation

/// How often a card may be shown, and which moments start the wait.
@_spi(AdapterAuthoring) public struct ThrottlePolicy: Sendable, Hashable, Codable {
    /// The kind of throttle and its length.
    public var kind: Kind
    /// The moments that write the throttle stamp.
    public var stampedOn: Set<ThrottleMoment>
    /// The store key of the stamp (seconds since 1970 as a double).
    public var storageKey: String

    public enum Kind: Sendable, Hashable, Codable {
        /// Never throttled.
        case none
        /// Not shown again for a number of whole days (ActiveReach `cooldownDays`).
        case cooldown(days: Int)
        /// Not shown again for a number of seconds (Pushwoosh `minInterval`).
        case minimumInterval(seconds: TimeInterval)
    }

    public init(kind: Kind, stampedOn: Set<ThrottleMoment>, storageKey: String) {
        self.kind = kind
        self.stampedOn = stampedOn
        self.storageKey = storageKey
    }

    /// No throttle.
    public static let none = ThrottlePolicy(kind: .none, stampedOn: [], storageKey: "PrimerCore.throttle")

    /// The length of the wait in seconds, or `nil` when there is none (kind `.none`, zero or negative).
    public var period: TimeInterval? {
        let seconds: TimeInterval
        switch kind {
        case .none: return nil
        case let .cooldown(days): seconds = TimeInterval(days) * 86_400
        case let .minimumInterval(value): seconds = value
        }
        return seconds.isFinite && seconds > 0 ? seconds : nil
    }
}
