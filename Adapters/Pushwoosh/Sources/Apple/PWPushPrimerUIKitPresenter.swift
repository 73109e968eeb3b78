#if canImport(UIKit) && (os(iOS) || os(visionOS))
import PrimerCore
import UIKit

/// The presenter the platform default already uses: PrimerCore's `UIKitCardPresenter`, in its own
/// window above the app (as the vendor does), which shows `.alert` as a `UIAlertController` and draws
/// the sheets with ``PWPushPrimerSheetController`` (the card's decoration draws itself). Kept for apps
/// that build their environment with it.
public struct PWPushPrimerUIKitPresenter: CardPresenter {
    public init() {}

    /// Shows `card` and returns the first answer; `.failedToPresent` when there is no window scene or the
    /// alert did not appear.
    public func present(_ card: PrimerCard) async -> CardAnswer {
        await UIKitCardPresenter().present(card)
    }
}

extension PWPushPrimerCard: UIKitDrawnDecoration {
    /// The sheet controller for the sheet layouts; `nil` for `.alert`, which the core shows as the
    /// system alert (decline the cancel action, added first, none preferred, as shipped).
    @MainActor public func makeController(
        answer: @escaping @MainActor @Sendable (CardAnswer) -> Void
    ) -> UIViewController? {
        guard case .sheet = layout else { return nil }
        return PWPushPrimerSheetController(card: self, answer: answer)
    }
}
#endif
