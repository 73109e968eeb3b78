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
