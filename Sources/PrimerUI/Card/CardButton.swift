import PrimerCore

/// One button of a primer card: what it says, what VoiceOver says, and the answer a tap gives.
public struct CardButton: Sendable, Hashable, Identifiable {
    /// Which button this is.
    public var role: CardButtonRole
    /// The visible title.
    public var title: String
    /// What VoiceOver reads and announces for it.
    public var accessibility: CardAccessibility

    /// The button's identity in a list of buttons: its role (a card has one button per role).
    public var id: CardButtonRole { role }

    /// The answer the card's presenter returns when the user taps it.
    public var answer: CardAnswer { role.answer }

    public init(role: CardButtonRole, title: String, accessibility: CardAccessibility) {
        self.role = role
        self.title = title
        self.accessibility = accessibility
    }
}
