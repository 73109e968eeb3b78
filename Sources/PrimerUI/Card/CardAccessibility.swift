/// What assistive technologies say about one element of a primer card: the same on every platform, so
/// the SwiftUI card and a Linux test read one answer.
public struct CardAccessibility: Sendable, Hashable {
    /// What VoiceOver reads for the element.
    public var label: String
    /// What happens when the element is activated, read after a pause; `nil` when obvious.
    public var hint: String?
    /// What kind of element VoiceOver announces.
    public var traits: CardAccessibilityTraits

    /// Creates the accessibility description of one element.
    public init(label: String, hint: String? = nil, traits: CardAccessibilityTraits) {
        self.label = label
        self.hint = hint
        self.traits = traits
    }
}

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
