import PrimerCore

/// The optional features an adapter claims. The conformance suite runs a feature's checks only for
/// adapters that claim it, and says visibly which checks it skipped.
public struct AdapterCapabilities: OptionSet, Sendable, Hashable, Codable {
    public let rawValue: Int

    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Shows an in-app card before the system prompt.
    public static let softAskCard = AdapterCapabilities(rawValue: 1 << 0)
    /// Throttles the card (cooldown or minimum interval).
    public static let throttle = AdapterCapabilities(rawValue: 1 << 1)
    /// Sends denied users to the app's notification settings.
    public static let settingsFallback = AdapterCapabilities(rawValue: 1 << 2)
    /// Upgrades provisional users with a full request.
    public static let provisionalUpgrade = AdapterCapabilities(rawValue: 1 << 3)
    /// Delivers push events to a delegate or observers.
    public static let pushEvents = AdapterCapabilities(rawValue: 1 << 4)
    /// Exposes authorization / presentation / category options with declared defaults.
    public static let notificationOptions = AdapterCapabilities(rawValue: 1 << 5)
    /// Shows the primer from operator-authored campaigns.
    public static let campaigns = AdapterCapabilities(rawValue: 1 << 6)
    /// Registers with APNs itself.
    public static let registration = AdapterCapabilities(rawValue: 1 << 7)

    /// Every capability with its name, in bit order.
    public static let named: [(name: String, capability: AdapterCapabilities)] = [
        ("softAskCard", .softAskCard), ("throttle", .throttle), ("settingsFallback", .settingsFallback),
        ("provisionalUpgrade", .provisionalUpgrade), ("pushEvents", .pushEvents),
        ("notificationOptions", .notificationOptions), ("campaigns", .campaigns), ("registration", .registration),
    ]

    /// The names of the capabilities in this set, in bit order.
    public var names: [String] { Self.named.filter { contains($0.capability) }.map(\.name) }
}
