/// How a notification is presented while the app is in the foreground, mirroring
/// `UNNotificationPresentationOptions` with Apple's raw values.
public struct PresentationOptions: OptionSet, Sendable, Hashable, Codable {
    /// The bit mask, identical to `UNNotificationPresentationOptions.rawValue`.
    public let rawValue: UInt
    /// Wraps a raw bit mask.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Update the badge.
    public static let badge = PresentationOptions(rawValue: 1 << 0)
    /// Play the sound.
    public static let sound = PresentationOptions(rawValue: 1 << 1)
    /// Show the alert (deprecated by Apple in iOS 14 in favour of `banner` and `list`).
    public static let alert = PresentationOptions(rawValue: 1 << 2)
    /// Put the notification in Notification Center.
    public static let list = PresentationOptions(rawValue: 1 << 3)
    /// Show the banner.
    public static let banner = PresentationOptions(rawValue: 1 << 4)

    /// Every named option with its name, in bit order.
    @_spi(AdapterAuthoring) public static let named: [(name: String, option: PresentationOptions)] = [
        ("badge", .badge), ("sound", .sound), ("alert", .alert), ("list", .list), ("banner", .banner),
    ]

    /// The names of the options in this set, in bit order.
    @_spi(AdapterAuthoring) public var names: [String] { Self.named.filter { contains($0.option) }.map(\.name) }
}
