import Foundation
@_spi(AdapterAuthoring) import PrimerCore

/// Everything a primer card view shows, decided here (and tested on Linux) so that the SwiftUI card only
/// draws it: the text, the buttons in order, what VoiceOver says for each element, and what each tap
/// answers.
///
/// - Blank accept or decline labels fall back to the package's localised defaults ("Allow", "Not now"
///   in English; see `PrimerStrings` (PrimerCore)), so a card never shows an empty button.
/// - A blank title or message is left out rather than drawn as an empty line.
/// - The accept button comes first (the prominent one), then decline; the close button is separate,
///   and VoiceOver's escape gesture answers as it does.
/// - The layout is the one the card's decoration asks for (an alert puts the buttons side by side),
///   or a card along the bottom.
///
/// ```swift
/// let model = PrimerCardModel(card: card)
/// model.buttons.map(\.title)              // ["Allow", "Not now"]
/// model.buttons[0].accessibility.hint     // "Shows the system prompt to turn on notifications."
/// ```
public struct PrimerCardModel: Sendable {
    /// The card this model shows (its `PrimerCard/decoration` is left to vendor-specific views).
    public var card: PrimerCard
    /// The headline, or `nil` when the card's title is blank.
    public var title: String?
    /// The explanation, or `nil` when the card's message is blank.
    public var message: String?
    /// The title as VoiceOver reads it: a header.
    public var titleAccessibility: CardAccessibility?
    /// The message as VoiceOver reads it: static text.
    public var messageAccessibility: CardAccessibility?
    /// The card as a whole: a modal element, so VoiceOver stays inside it while it shows.
    public var containerAccessibility: CardAccessibility
    /// The answer buttons in display order: accept, then decline.
    public var buttons: [CardButton]
    /// The close button, drawn apart from the answer buttons.
    public var closeButton: CardButton
    /// Where the card goes: the layout its decoration asks for (`LaidOutCardDecoration`, PrimerCore),
    /// otherwise `.bottomCard`.
    public var layout: CardLayout
    /// Whether the answer buttons sit side by side (an alert) rather than stacked.
    public var buttonsSideBySide: Bool { layout == .alert }

    /// The model for `card` in the first of `preferredLanguages` that the package translates.
    public init(card: PrimerCard, preferredLanguages: [String] = Locale.preferredLanguages) {
        func text(_ key: PrimerStrings.Key) -> String {
            PrimerStrings.text(key).resolved(preferredLanguages: preferredLanguages)
        }
        func nonBlank(_ value: String) -> String? {
            value.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty ? nil : value
        }
        self.card = card
        layout = (card.decoration as? any LaidOutCardDecoration)?.layout ?? .bottomCard
        title = nonBlank(card.title)
        message = nonBlank(card.message)
        titleAccessibility = title.map { CardAccessibility(label: $0, traits: .header) }
        messageAccessibility = message.map { CardAccessibility(label: $0, traits: .staticText) }
        containerAccessibility = CardAccessibility(label: title ?? text(.cardLabel), traits: .modal)
        let accept = nonBlank(card.acceptLabel) ?? text(.acceptTitle)
        let decline = nonBlank(card.declineLabel) ?? text(.declineTitle)
        buttons = [
            CardButton(
                role: .accept, title: accept,
                accessibility: CardAccessibility(label: accept, hint: text(.acceptHint), traits: .button)),
            CardButton(
                role: .decline, title: decline,
                accessibility: CardAccessibility(label: decline, hint: text(.declineHint), traits: .button)),
        ]
        let close = text(.closeTitle)
        closeButton = CardButton(
            role: .close, title: close,
            accessibility: CardAccessibility(label: close, hint: text(.closeHint), traits: .button))
    }
}
