/// What an app asks the user to allow, mirroring `UNAuthorizationOptions` with Apple's raw values.
public struct AuthorizationOptions: OptionSet, Sendable, Hashable, Codable {
    /// The bit mask, identical to `UNAuthorizationOptions.rawValue`.
    public let rawValue: UInt
    /// Wraps a raw bit mask; unknown bits are kept so a round trip through Apple's type is lossless.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Update the app icon badge.
    public static let badge = AuthorizationOptions(rawValue: 1 << 0)
    /// Play sounds.
    public static let sound = AuthorizationOptions(rawValue: 1 << 1)
    /// Display alerts.
    public static let alert = AuthorizationOptions(rawValue: 1 << 2)
    /// Show notifications in CarPlay.
    public static let carPlay = AuthorizationOptions(rawValue: 1 << 3)
    /// Play critical alert sounds (needs an Apple entitlement).
    public static let criticalAlert = AuthorizationOptions(rawValue: 1 << 4)
    /// The app shows its own notification settings screen; the system links to it.
    public static let providesAppNotificationSettings = AuthorizationOptions(rawValue: 1 << 5)
    /// Deliver quietly without asking; requesting it from `notDetermined` shows no prompt.
    public static let provisional = AuthorizationOptions(rawValue: 1 << 6)
    /// Siri may read notifications aloud (deprecated by Apple in iOS 15, kept for raw-value fidelity).
    public static let announcement = AuthorizationOptions(rawValue: 1 << 7)
    /// Time-sensitive notifications (deprecated by Apple in iOS 15, kept for raw-value fidelity).
    public static let timeSensitive = AuthorizationOptions(rawValue: 1 << 8)

    /// The options most vendors request by default: alert, badge and sound.
    public static let standard: AuthorizationOptions = [.alert, .badge, .sound]

    /// Every named option with its name, in bit order (for reports and parsing).
    @_spi(AdapterAuthoring) public static let named: [(name: String, option: AuthorizationOptions)] = [
        ("badge", .badge), ("sound", .sound), ("alert", .alert), ("carPlay", .carPlay),
        ("criticalAlert", .criticalAlert), ("providesAppNotificationSettings", .providesAppNotificationSettings),
        ("provisional", .provisional), ("announcement", .announcement), ("timeSensitive", .timeSensitive),
    ]

    /// The names of the options in this set, in bit order.
    @_spi(AdapterAuthoring) public var names: [String] { Self.named.filter { contains($0.option) }.map(\.name) }
}
