#if canImport(UIKit) && !os(watchOS)
import UIKit

/// A vendor's card decoration that draws itself with UIKit (Pushwoosh's sheets): the core's
/// ``UIKitCardPresenter`` presents its controller instead of the system alert it shows for any other
/// card.
public protocol UIKitDrawnDecoration: CardDecoration {
    /// The controller that draws the card and calls `answer` once per tap (the presenter keeps the
    /// first); `nil` to be shown as the system alert.
    @MainActor func makeController(answer: @escaping @MainActor @Sendable (CardAnswer) -> Void) -> UIViewController?
}
#endif
