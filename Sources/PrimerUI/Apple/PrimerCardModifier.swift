#if canImport(SwiftUI) && !os(watchOS)
import PrimerCore
import SwiftUI

extension View {
    /// Shows the cards that `presentation` is asked for over this view, as a ``PrimerCardView`` at the
    /// bottom: attach it to a view that stays on screen (the root view), and hand `presentation` to an
    /// adapter as its card port. The card slides in, or fades with Reduce Motion on (``CardMotion``).
    public func primerCard(_ presentation: PrimerCardPresentation) -> some View {
        modifier(PrimerCardModifier(presentation: presentation))
    }
}

/// Draws ``PrimerCardPresentation/shown`` and reports taps; hosts the presentation while on screen.
struct PrimerCardModifier: ViewModifier {
    let presentation: PrimerCardPresentation
    @State private var shown: PrimerCardPresentation.ShownCard?
    @Environment(\.accessibilityReduceMotion) private var reduceMotion

    func body(content: Content) -> some View {
        content
            .overlay(alignment: .bottom) {
                if let shown {
                    PrimerCardView(model: shown.model) { role in presentation.tap(role, on: shown.id) }
                        .padding()
                        .id(shown.id)
                        .transition(transition)
                }
            }
            .task {
                let host = presentation.attachHost()
                for await next in presentation.updates() {
                    withAnimation(.easeInOut(duration: 0.25)) { shown = next }
                }
                host.cancel()
            }
    }

    private var transition: AnyTransition {
        switch CardMotion.forReduceMotion(reduceMotion) {
        case .slideFromBottom: .move(edge: .bottom).combined(with: .opacity)
        case .fade: .opacity
        }
    }
}
#endif
