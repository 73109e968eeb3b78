import Foundation

/// Why the push UI could not present a notification or run an action. Each message names the field and
/// the bad value. Action failures reach `didFailToExecuteAction(error:)`; presentation failures reach the
/// environment's diagnostics (the vendor's `didFailToPresentNotification` carries no error).
public enum ActitoPushUIError: Error, Sendable, Hashable, CustomStringConvertible {
    /// No ``ActitoPushUIPresenter`` is set, so nothing can be shown.
    case noPresenter
    /// The notification's content is missing or not what its type needs.
    case invalidContent(notificationId: String, type: String, reason: String)
    /// The action's `target` is missing or not a usable URL / address for its type.
    case invalidTarget(actionType: String, label: String, target: String?)
    /// The notification type is not one this SDK knows; nothing is presented.
    case unsupportedNotificationType(notificationId: String, type: String)
    /// The action type is not one this SDK knows.
    case unsupportedActionType(type: String, label: String)
    /// The app did not consent to opening this URL from the payload (see ``ActitoURLConsent``).
    case urlNotAllowed(URL)
    /// The presenter tried and failed (the system refused the URL, the composer is unavailable...).
    case presenterFailed(reason: String)

    /// A stable identifier for diagnostics (`pushUI.urlNotAllowed`).
    public var code: String {
        let name =
            switch self {
            case .noPresenter: "noPresenter"
            case .invalidContent: "invalidContent"
            case .invalidTarget: "invalidTarget"
            case .unsupportedNotificationType: "unsupportedNotificationType"
            case .unsupportedActionType: "unsupportedActionType"
            case .urlNotAllowed: "urlNotAllowed"
            case .presenterFailed: "presenterFailed"
            }
        return "pushUI.\(name)"
    }

    /// A sentence naming the field and the bad value.
    public var description: String {
        switch self {
        case .noPresenter: "no presenter is set on 'pushUI().presenter'"
        case let .invalidContent(id, type, reason): "notification '\(id)' of type '\(type)': \(reason)"
        case let .invalidTarget(type, label, target):
            "'target' of action '\(label)' (\(type)) is not usable: \(target.map { "'\($0)'" } ?? "missing")"
        case let .unsupportedNotificationType(id, type): "notification '\(id)' has unsupported 'type' '\(type)'"
        case let .unsupportedActionType(type, label): "action '\(label)' has unsupported 'type' '\(type)'"
        case let .urlNotAllowed(url): "the app did not consent to opening '\(url.absoluteString)'"
        case let .presenterFailed(reason): "the presenter failed: \(reason)"
        }
    }
}
