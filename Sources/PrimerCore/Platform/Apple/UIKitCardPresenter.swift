#if canImport(UIKit) && !os(watchOS)
import UIKit

/// The core's presenter on iOS, the one the platform default uses: shows each card in a window of its
/// own above the app, as a `UIAlertController` with the card's texts (decline the cancel action, added
/// first) or, for a decoration that draws itself (``UIKitDrawnDecoration``), in the vendor's controller.
/// Answers `.failedToPresent` when there is no window scene or another card is on screen.
public struct UIKitCardPresenter: CardPresenter {
    public init() {}

    public func present(_ card: PrimerCard) async -> CardAnswer {
        await withCheckedContinuation { continuation in
            Task { @MainActor in
                CardWindow.show(card) { continuation.resume(returning: $0) }
            }
        }
    }
}

/// The window one card lives in, from show to answer.
@MainActor private final class CardWindow {
    private static var current: CardWindow?
    private let window: UIWindow
    private let reply: @Sendable (CardAnswer) -> Void
    private var answered = false

    private init(window: UIWindow, reply: @escaping @Sendable (CardAnswer) -> Void) {
        self.window = window
        self.reply = reply
    }

    static func show(_ card: PrimerCard, reply: @escaping @Sendable (CardAnswer) -> Void) {
        let scenes = UIApplication.shared.connectedScenes.compactMap { $0 as? UIWindowScene }
        guard current == nil, let scene = scenes.first else { return reply(.failedToPresent) }
        let window = UIWindow(windowScene: scene)
        window.windowLevel = .alert + 1
        let root = UIViewController()
        window.rootViewController = root
        window.makeKeyAndVisible()
        let host = CardWindow(window: window, reply: reply)
        current = host
        let finish: @MainActor @Sendable (CardAnswer) -> Void = { host.finish($0) }
        if let drawn = card.decoration as? any UIKitDrawnDecoration,
            let controller = drawn.makeController(answer: finish)
        {
            root.present(controller, animated: true)
        } else {
            root.present(alert(card, answer: finish), animated: true) {
                if root.presentedViewController == nil { host.finish(.failedToPresent) }
            }
        }
    }

    private static func alert(
        _ card: PrimerCard, answer: @escaping @MainActor @Sendable (CardAnswer) -> Void
    ) -> UIAlertController {
        let alert = UIAlertController(title: card.title, message: card.message, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: card.declineLabel, style: .cancel) { _ in answer(.later) })
        alert.addAction(UIAlertAction(title: card.acceptLabel, style: .default) { _ in answer(.accept) })
        return alert
    }

    /// The first answer wins (a double tap reports once), then the window goes.
    private func finish(_ answer: CardAnswer) {
        guard !answered else { return }
        answered = true
        window.rootViewController?.dismiss(animated: true) { [window] in window.isHidden = true }
        Self.current = nil
        reply(answer)
    }
}
#endif
