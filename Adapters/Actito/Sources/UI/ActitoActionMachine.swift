import Foundation

/// The execution of one action as a state machine: `willExecuteAction` first, then (custom actions)
/// `shouldPerformSelectorWithURL`, then exactly one of `didExecuteAction` / `didNotExecuteAction` /
/// `didFailToExecuteAction`.
///
/// ```
/// idle ──start──▶ awaitingStep(step) ──completed / cancelled / failed──▶ finished
///   │ (willExecute)                      (didExecute / didNotExecute / didFail)
///   └──start: custom action or refused──▶ finished
/// ```
/// The URL an action would open is checked against the app's consent before any step is asked for.
struct ActitoActionMachine {
    enum State: Hashable {
        case idle
        case awaitingStep(ActitoActionStep)
        case finished
    }

    /// What an action needs, decided from its type and target alone.
    enum Plan: Hashable {
        /// Hand the URL to the app (`shouldPerformSelectorWithURL`).
        case performSelector(URL)
        /// Run a step; `opens` is the payload URL it would open, which needs the app's consent.
        case step(ActitoActionStep, opens: URL?)
        /// The action cannot run.
        case refuse(ActitoPushUIError)
    }

    let action: ActitoNotification.Action
    let notification: ActitoNotification
    private(set) var state = State.idle

    init(action: ActitoNotification.Action, notification: ActitoNotification) {
        self.action = action
        self.notification = notification
    }

    /// Starts: the callbacks so far and the step to perform, if any. `consents` answers whether the app
    /// lets a payload URL be opened; `canPerform` whether a presenter is there to perform steps.
    mutating func start(consents: (URL) -> Bool, canPerform: Bool)
        -> (events: [ActitoPushUIEvent], step: ActitoActionStep?)
    {
        guard state == .idle else { return ([], nil) }
        var events: [ActitoPushUIEvent] = [.willExecuteAction(action, notification)]
        switch Self.plan(for: action, in: notification) {
        case let .performSelector(url):
            state = .finished
            events += [
                .shouldPerformSelectorWithURL(url, action, notification), .didExecuteAction(action, notification),
            ]
            return (events, nil)
        case let .refuse(error):
            return (events + fail(error), nil)
        case let .step(_, opens?) where !consents(opens):
            return (events + fail(.urlNotAllowed(opens)), nil)
        case .step where !canPerform:
            return (events + fail(.noPresenter), nil)
        case let .step(step, _):
            state = .awaitingStep(step)
            return (events, step)
        }
    }

    /// The step ended: the terminal callback.
    mutating func finish(_ result: ActitoActionStepResult) -> [ActitoPushUIEvent] {
        guard case .awaitingStep = state else { return [] }
        state = .finished
        switch result {
        case .completed: return [.didExecuteAction(action, notification)]
        case .cancelled: return [.didNotExecuteAction(action, notification)]
        case let .failed(reason):
            return [.didFailToExecuteAction(action, notification, .presenterFailed(reason: reason))]
        }
    }

    private mutating func fail(_ error: ActitoPushUIError) -> [ActitoPushUIEvent] {
        state = .finished
        return [.didFailToExecuteAction(action, notification, error)]
    }

    /// What `action` needs; pure, so every type × target combination is tested on its own.
    static func plan(for action: ActitoNotification.Action, in notification: ActitoNotification) -> Plan {
        guard let kind = action.kind else {
            return .refuse(.unsupportedActionType(type: action.type, label: action.label))
        }
        let target = action.target?.trimmingCharacters(in: .whitespacesAndNewlines)
        let invalid = Plan.refuse(.invalidTarget(actionType: action.type, label: action.label, target: action.target))
        switch kind {
        case .callback:
            return .step(.reply(action, notificationId: notification.id), opens: nil)
        case .custom:
            guard let url = absoluteURL(target) else { return invalid }
            return .performSelector(url)
        case .app:
            guard let url = absoluteURL(target) else { return invalid }
            return .step(.openURL(url), opens: url)
        case .browser, .inAppBrowser:
            guard let url = absoluteURL(target), let scheme = url.scheme?.lowercased(),
                scheme == "https" || scheme == "http", url.host?.isEmpty == false
            else { return invalid }
            return .step(kind == .browser ? .openURL(url) : .openInAppBrowser(url), opens: url)
        case .telephone:
            guard let number = recipient(target, scheme: "tel"),
                let url = URL(string: "tel:\(number.filter { !$0.isWhitespace })")
            else { return invalid }
            return .step(.openURL(url), opens: url)
        case .mail:
            guard let address = recipient(target, scheme: "mailto"), address.contains("@") else { return invalid }
            return .step(.composeMail(recipient: address), opens: nil)
        case .sms:
            guard let number = recipient(target, scheme: "sms") else { return invalid }
            return .step(.composeSMS(recipient: number), opens: nil)
        }
    }

    /// `text` as a URL with a scheme, or `nil`.
    private static func absoluteURL(_ text: String?) -> URL? {
        guard let text, !text.isEmpty, let url = URL(string: text), url.scheme?.isEmpty == false else { return nil }
        return url
    }

    /// The address in `text`, without a leading `scheme:`; `nil` when nothing is left.
    private static func recipient(_ text: String?, scheme: String) -> String? {
        guard var text else { return nil }
        if text.lowercased().hasPrefix("\(scheme):") { text.removeFirst(scheme.count + 1) }
        return text.isEmpty ? nil : text
    }
}
