/// Behaviour of a notification category, mirroring `UNNotificationCategoryOptions` with Apple's raw values.
public struct CategoryOptions: OptionSet, Sendable, Hashable, Codable {
    /// The bit mask, identical to `UNNotificationCategoryOptions.rawValue`.
    public let rawValue: UInt
    /// Wraps a raw bit mask.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Send the dismiss action to the app's delegate.
    public static let customDismissAction = CategoryOptions(rawValue: 1 << 0)
    /// Allow the category's notifications in CarPlay.
    public static let allowInCarPlay = CategoryOptions(rawValue: 1 << 1)
    /// Show the title when previews are hidden.
    public static let hiddenPreviewsShowTitle = CategoryOptions(rawValue: 1 << 2)
    /// Show the subtitle when previews are hidden.
    public static let hiddenPreviewsShowSubtitle = CategoryOptions(rawValue: 1 << 3)
    /// Allow Siri to announce the notifications (deprecated by Apple in iOS 15).
    public static let allowAnnouncement = CategoryOptions(rawValue: 1 << 4)

    /// Every named option with its name, in bit order.
    @_spi(AdapterAuthoring) public static let named: [(name: String, option: CategoryOptions)] = [
        ("customDismissAction", .customDismissAction), ("allowInCarPlay", .allowInCarPlay),
        ("hiddenPreviewsShowTitle", .hiddenPreviewsShowTitle),
        ("hiddenPreviewsShowSubtitle", .hiddenPreviewsShowSubtitle), ("allowAnnouncement", .allowAnnouncement),
    ]

    /// The names of the options in this set, in bit order.
    @_spi(AdapterAuthoring) public var names: [String] { Self.named.filter { contains($0.option) }.map(\.name) }
}
