/// The kinds of element a primer card has, mapped one to one onto SwiftUI's and UIKit's traits.
public struct CardAccessibilityTraits: OptionSet, Sendable, Hashable {
    public let rawValue: Int

    public init(rawValue: Int) { self.rawValue = rawValue }

    /// A heading: VoiceOver's rotor jumps to it (the card's title).
    public static let header = CardAccessibilityTraits(rawValue: 1 << 0)
    /// An activatable button.
    public static let button = CardAccessibilityTraits(rawValue: 1 << 1)
    /// Text that is read, not activated (the card's message).
    public static let staticText = CardAccessibilityTraits(rawValue: 1 << 2)
    /// A modal view: VoiceOver ignores what lies behind the card while it shows.
    public static let modal = CardAccessibilityTraits(rawValue: 1 << 3)
}
