#if canImport(UIKit) && !os(watchOS)
import UIKit

extension ActitoPushUI {
    /// The vendor's call shape: presents `notification` (the ``presenter`` picks the window; the
    /// controller is accepted for source compatibility) without waiting for the end.
    public func presentNotification(_ notification: ActitoNotification, in controller: UIViewController) {
        Task { await presentNotification(notification) }
    }

    /// The vendor's call shape: runs `action` without waiting for the end.
    public func presentAction(
        _ action: ActitoNotification.Action, for notification: ActitoNotification,
        in controller: UIViewController
    ) {
        Task { await presentAction(action, for: notification) }
    }
}
#endif
