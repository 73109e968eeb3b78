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
