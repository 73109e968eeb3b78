import Foundation

/// Shows notifications and runs the steps of actions: the UIKit view controllers, mail and message
/// composers and `UIApplication.open` in an app, a script in tests.
///
/// Contract:
/// - ``present(_:)`` starts showing the notification and reports what happens, in order: `presented`
///   (or `failed`), then any taps on links or actions, then `dismissed`; the stream then finishes. A
///   stream that finishes early counts as a failure (before `presented`) or a dismissal (after it).
/// - ``perform(_:)`` runs one step of an action and says how it ended; it opens only the URL it is
///   given (the push UI asked the app's consent before).
@MainActor
public protocol ActitoPushUIPresenter: AnyObject {
    /// Shows `notification`; the events of its presentation.
    func present(_ notification: ActitoNotification) -> AsyncStream<ActitoPresentationEvent>
    /// Runs `step` of an action.
    func perform(_ step: ActitoActionStep) async -> ActitoActionStepResult
}

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

/// One step of running an action, as the presenter performs it.
public enum ActitoActionStep: Sendable, Hashable {
    /// Hand the URL to the system (`UIApplication.open`): deep links, web pages, phone calls.
    case openURL(URL)
    /// Show the page in an in-app browser.
    case openInAppBrowser(URL)
    /// Show a mail composer addressed to `recipient`.
    case composeMail(recipient: String)
    /// Show a message composer addressed to `recipient`.
    case composeSMS(recipient: String)
    /// Send a callback reply to Actito, collecting text or a photo first when the action asks for one.
    case reply(ActitoNotification.Action, notificationId: String)
}

/// How a step ended.
public enum ActitoActionStepResult: Sendable, Hashable {
    /// It ran.
    case completed
    /// The user backed out.
    case cancelled
    /// It could not run.
    case failed(reason: String)
}
