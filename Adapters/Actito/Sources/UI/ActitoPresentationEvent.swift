import Foundation

/// What happened to a presented notification, as its presenter reports it.
public enum ActitoPresentationEvent: Sendable, Hashable {
    /// The UI is on screen.
    case presented
    /// The UI could not be shown (content failed to load, no window...).
    case failed(reason: String)
    /// The user tapped a link in the content.
    case clickedURL(URL)
    /// The user chose one of the notification's actions.
    case choseAction(ActitoNotification.Action)
    /// The UI is gone.
    case dismissed
}
