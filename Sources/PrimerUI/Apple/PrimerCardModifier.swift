#if canImport(SwiftUI) && !os(watchOS)
import PrimerCore
import SwiftUI

extension View {
    /// Shows the cards that `presentation` is asked for over this view, as a ``PrimerCardView`` placed
    /// as its layout says (``PrimerCardModel/layout``: along the bottom, centred over a dimmed screen for
    /// an alert, over the lower half of the screen): attach it to a view that stays on screen (the root
    /// view), and hand `presentation` to an adapter as its card port. The card slides in, or fades with
    /// Reduce Motion on (``CardMotion``).
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
            .overlay {
                if let shown {
                    GeometryReader { proxy in
                        placed(shown, in: proxy.size)
                    }
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

    /// The card where its layout puts it in a container of `size`.
    @ViewBuilder private func placed(_ shown: PrimerCardPresentation.ShownCard, in size: CGSize) -> some View {
        let card = PrimerCardView(model: shown.model) { role in presentation.tap(role, on: shown.id) }.id(shown.id)
        switch shown.model.layout {
        case .bottomCard:
            card.padding().frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .bottom)
        case .alert:
            ZStack {
                Color.black.opacity(0.3).ignoresSafeArea().accessibilityHidden(true)
                card.frame(maxWidth: 320).padding()
            }
        case .halfScreen:
            card.frame(maxWidth: .infinity, minHeight: size.height / 2, alignment: .top)
                .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .bottom)
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
