import Foundation

/// Lifecycle events of ``ActitoPushUI``, the ten callbacks of the vendor's documentation.
///
/// Contract: every method is optional (the protocol extension gives each an empty body) and runs on the
/// main actor. For one presentation the order is `willPresentNotification`, then exactly one of
/// `didPresentNotification` / `didFailToPresentNotification`, then, only after a successful
/// presentation, `didFinishPresentingNotification` once the UI is gone; `didClickURL` and the actions
/// chosen in the UI come between presenting and finishing. For one action the order is
/// `willExecuteAction`, then (custom actions only) `shouldPerformSelectorWithURL`, then exactly one of
/// `didExecuteAction` / `didNotExecuteAction` / `didFailToExecuteAction`. The SDK never opens a URL it
/// hands to `didClickURL` or `shouldPerformSelectorWithURL`: the app decides.
@MainActor
public protocol ActitoPushUIDelegate: AnyObject {
    /// The notification is about to be shown.
    func actito(_ actito: ActitoPushUI, willPresentNotification notification: ActitoNotification)
    /// The notification's UI is on screen.
    func actito(_ actito: ActitoPushUI, didPresentNotification notification: ActitoNotification)
    /// The notification's UI was dismissed.
    func actito(_ actito: ActitoPushUI, didFinishPresentingNotification notification: ActitoNotification)
    /// The notification could not be shown (missing or invalid content, no presenter, URL refused).
    func actito(_ actito: ActitoPushUI, didFailToPresentNotification notification: ActitoNotification)
    /// The user tapped a link in the notification's content; opening it is up to the app.
    func actito(_ actito: ActitoPushUI, didClickURL url: URL, in notification: ActitoNotification)
    /// An action is about to run.
    func actito(
        _ actito: ActitoPushUI, willExecuteAction action: ActitoNotification.Action,
        for notification: ActitoNotification)
    /// The action ran.
    func actito(
        _ actito: ActitoPushUI, didExecuteAction action: ActitoNotification.Action,
        for notification: ActitoNotification)
    /// The user backed out of the action (cancelled the mail, the message or the reply).
    func actito(
        _ actito: ActitoPushUI, didNotExecuteAction action: ActitoNotification.Action,
        for notification: ActitoNotification)
    /// The action could not run; `error` is an ``ActitoPushUIError``.
    func actito(
        _ actito: ActitoPushUI, didFailToExecuteAction action: ActitoNotification.Action,
        for notification: ActitoNotification, error: (any Error)?)
    /// A custom action hands its URL to the app, which performs it.
    func actito(
        _ actito: ActitoPushUI, shouldPerformSelectorWithURL url: URL, in action: ActitoNotification.Action,
        for notification: ActitoNotification)
}

extension ActitoPushUIDelegate {
    /// Does nothing.
    public func actito(_ actito: ActitoPushUI, willPresentNotification notification: ActitoNotification) {}
    /// Does nothing.
    public func actito(_ actito: ActitoPushUI, didPresentNotification notification: ActitoNotification) {}
    /// Does nothing.
    public func actito(_ actito: ActitoPushUI, didFinishPresentingNotification notification: ActitoNotification) {}
    /// Does nothing.
    public func actito(_ actito: ActitoPushUI, didFailToPresentNotification notification: ActitoNotification) {}
    /// Does nothing (the URL is not opened).
    public func actito(_ actito: ActitoPushUI, didClickURL url: URL, in notification: ActitoNotification) {}
    /// Does nothing.
    public func actito(
        _ actito: ActitoPushUI, willExecuteAction action: ActitoNotification.Action,
        for notification: ActitoNotification
    ) {}
    /// Does nothing.
    public func actito(
        _ actito: ActitoPushUI, didExecuteAction action: ActitoNotification.Action,
        for notification: ActitoNotification
    ) {}
    /// Does nothing.
    public func actito(
        _ actito: ActitoPushUI, didNotExecuteAction action: ActitoNotification.Action,
        for notification: ActitoNotification
    ) {}
    /// Does nothing.
    public func actito(
        _ actito: ActitoPushUI, didFailToExecuteAction action: ActitoNotification.Action,
        for notification: ActitoNotification, error: (any Error)?
    ) {}
    /// Does nothing (the URL is not opened).
    public func actito(
        _ actito: ActitoPushUI, shouldPerformSelectorWithURL url: URL,
        in action: ActitoNotification.Action, for notification: ActitoNotification
    ) {}
}
