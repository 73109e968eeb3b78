#if canImport(SwiftUI) && !os(watchOS)
import SwiftUI

extension CardAccessibilityTraits {
    /// The same traits in SwiftUI's type.
    var swiftUI: AccessibilityTraits {
        var traits: AccessibilityTraits = []
        if contains(.header) { traits.formUnion(.isHeader) }
        if contains(.button) { traits.formUnion(.isButton) }
        if contains(.staticText) { traits.formUnion(.isStaticText) }
        if contains(.modal) { traits.formUnion(.isModal) }
        return traits
    }
}

extension View {
    /// Applies a card element's label, hint and traits.
    func cardAccessibility(_ accessibility: CardAccessibility) -> some View {
        self.accessibilityLabel(Text(accessibility.label))
            .accessibilityHint(Text(accessibility.hint ?? ""))
            .accessibilityAddTraits(accessibility.traits.swiftUI)
    }
}
#endif
