#if canImport(UIKit) && (os(iOS) || os(visionOS))
import PrimerCore
import UIKit

/// Renders a resolved ``PWPushPrimerCard`` with UIKit, in its own window above the app (as the vendor
/// does): a `UIAlertController` for `.alert`, ``PWPushPrimerSheetController`` for sheets. It decides
/// nothing: layout, colours, image and texts all come resolved. A card without a Pushwoosh decoration
/// is shown as an alert with its text.
public struct PWPushPrimerUIKitPresenter: CardPresenter {
    public init() {}

    /// Shows `card` and returns the first answer; `.failedToPresent` when there is no window scene or the
    /// alert did not appear.
    public func present(_ card: PrimerCard) async -> CardAnswer {
        await withCheckedContinuation { continuation in
            Task { @MainActor in
                PrimerWindow.show(card) { continuation.resume(returning: $0) }
            }
        }
    }
}

/// The window one card lives in, from show to answer.
@MainActor private final class PrimerWindow {
    private static var current: PrimerWindow?
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
        let host = PrimerWindow(window: window, reply: reply)
        current = host
        if let decoration = card.decoration as? PWPushPrimerCard, case .sheet = decoration.layout {
            root.present(PWPushPrimerSheetController(card: decoration, answer: host.finish), animated: true)
        } else {
            root.present(alert(card, answer: host.finish), animated: true) {
                if root.presentedViewController == nil { host.finish(.failedToPresent) }
            }
        }
    }

    private static func alert(
        _ card: PrimerCard,
        answer: @escaping @MainActor @Sendable (CardAnswer) -> Void
    ) -> UIAlertController {
        // As shipped: decline is the cancel action, added first, and no action is preferred.
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
