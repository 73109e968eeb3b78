#if canImport(SwiftUI) && !os(watchOS)
import PrimerCore
import SwiftUI

/// A primer card drawn from a ``PrimerCardModel``: title, message, the accept and decline buttons (side by
/// side in an alert, stacked otherwise) and a close button, with the model's VoiceOver labels, hints and
/// traits. Text uses text styles, so it
/// scales with Dynamic Type; nothing has a fixed font size.
///
/// Use it directly to lay a card out yourself, or let `.primerCard(_:)` present it.
public struct PrimerCardView: View {
    private let model: PrimerCardModel
    private let onTap: (CardButtonRole) -> Void

    /// A card showing `model` that calls `onTap` with the button the user chose.
    public init(model: PrimerCardModel, onTap: @escaping (CardButtonRole) -> Void) {
        self.model = model
        self.onTap = onTap
    }

    public var body: some View {
        VStack(spacing: 12) {
            HStack {
                Spacer()
                Button {
                    onTap(.close)
                } label: {
                    Image(systemName: "xmark.circle.fill").imageScale(.large)
                }
                .buttonStyle(.plain)
                .foregroundStyle(.secondary)
                .cardAccessibility(model.closeButton.accessibility)
            }
            if let title = model.title, let accessibility = model.titleAccessibility {
                Text(title).font(.headline).multilineTextAlignment(.center)
                    .fixedSize(horizontal: false, vertical: true)
                    .cardAccessibility(accessibility)
            }
            if let message = model.message, let accessibility = model.messageAccessibility {
                Text(message).font(.subheadline).foregroundStyle(.secondary).multilineTextAlignment(.center)
                    .fixedSize(horizontal: false, vertical: true)
                    .cardAccessibility(accessibility)
            }
            if model.buttonsSideBySide {
                HStack(spacing: 12) {
                    ForEach(model.buttons) { button in cardButton(button) }
                }
            } else {
                ForEach(model.buttons) { button in cardButton(button) }
            }
        }
        .padding()
        .background(.regularMaterial, in: RoundedRectangle(cornerRadius: 20, style: .continuous))
        .accessibilityElement(children: .contain)
        .cardAccessibility(model.containerAccessibility)
        .accessibilityAction(.escape) { onTap(.close) }
    }

    @ViewBuilder private func cardButton(_ button: CardButton) -> some View {
        // Full width, taller than the text; no `controlSize`, which tvOS lacks.
        let base = Button {
            onTap(button.role)
        } label: {
            Text(button.title).frame(maxWidth: .infinity).padding(.vertical, 6)
        }
        .cardAccessibility(button.accessibility)
        if button.role == .accept {
            base.buttonStyle(.borderedProminent)
        } else {
            base.buttonStyle(.bordered)
        }
    }
}
#endif
