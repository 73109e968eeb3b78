import Foundation

/// One ``ActitoPushUIDelegate`` callback as a value: what the presentation and action state machines
/// emit, in order, and what ``ActitoPushUI`` delivers to the delegate.
public enum ActitoPushUIEvent: Sendable, Hashable, CustomStringConvertible {
    /// `willPresentNotification`.
    case willPresentNotification(ActitoNotification)
    /// `didPresentNotification`.
    case didPresentNotification(ActitoNotification)
    /// `didFinishPresentingNotification`.
    case didFinishPresentingNotification(ActitoNotification)
    /// `didFailToPresentNotification`.
    case didFailToPresentNotification(ActitoNotification)
    /// `didClickURL`.
    case didClickURL(URL, ActitoNotification)
    /// `willExecuteAction`.
    case willExecuteAction(ActitoNotification.Action, ActitoNotification)
    /// `didExecuteAction`.
    case didExecuteAction(ActitoNotification.Action, ActitoNotification)
    /// `didNotExecuteAction`.
    case didNotExecuteAction(ActitoNotification.Action, ActitoNotification)
    /// `didFailToExecuteAction` with its error.
    case didFailToExecuteAction(ActitoNotification.Action, ActitoNotification, ActitoPushUIError)
    /// `shouldPerformSelectorWithURL`.
    case shouldPerformSelectorWithURL(URL, ActitoNotification.Action, ActitoNotification)

    /// The callback's name as the delegate spells it (`willPresentNotification`).
    public var name: String {
        switch self {
        case .willPresentNotification: "willPresentNotification"
        case .didPresentNotification: "didPresentNotification"
        case .didFinishPresentingNotification: "didFinishPresentingNotification"
        case .didFailToPresentNotification: "didFailToPresentNotification"
        case .didClickURL: "didClickURL"
        case .willExecuteAction: "willExecuteAction"
        case .didExecuteAction: "didExecuteAction"
        case .didNotExecuteAction: "didNotExecuteAction"
        case .didFailToExecuteAction: "didFailToExecuteAction"
        case .shouldPerformSelectorWithURL: "shouldPerformSelectorWithURL"
        }
    }

    /// The name, with the URL or error when the callback carries one.
    public var description: String {
        switch self {
        case let .didClickURL(url, _): "didClickURL(\(url.absoluteString))"
        case let .shouldPerformSelectorWithURL(url, _, _): "shouldPerformSelectorWithURL(\(url.absoluteString))"
        case let .didFailToExecuteAction(_, _, error): "didFailToExecuteAction(\(error))"
        default: name
        }
    }

    /// Calls the matching delegate method.
    @MainActor
    func deliver(to delegate: any ActitoPushUIDelegate, from pushUI: ActitoPushUI) {
        switch self {
        case let .willPresentNotification(notification):
            delegate.actito(pushUI, willPresentNotification: notification)
        case let .didPresentNotification(notification):
            delegate.actito(pushUI, didPresentNotification: notification)
        case let .didFinishPresentingNotification(notification):
            delegate.actito(pushUI, didFinishPresentingNotification: notification)
        case let .didFailToPresentNotification(notification):
            delegate.actito(pushUI, didFailToPresentNotification: notification)
        case let .didClickURL(url, notification):
            delegate.actito(pushUI, didClickURL: url, in: notification)
        case let .willExecuteAction(action, notification):
            delegate.actito(pushUI, willExecuteAction: action, for: notification)
        case let .didExecuteAction(action, notification):
            delegate.actito(pushUI, didExecuteAction: action, for: notification)
        case let .didNotExecuteAction(action, notification):
            delegate.actito(pushUI, didNotExecuteAction: action, for: notification)
        case let .didFailToExecuteAction(action, notification, error):
            delegate.actito(pushUI, didFailToExecuteAction: action, for: notification, error: error)
        case let .shouldPerformSelectorWithURL(url, action, notification):
            delegate.actito(pushUI, shouldPerformSelectorWithURL: url, in: action, for: notification)
        }
    }
}
