import Foundation
@_spi(AdapterAuthoring) import PrimerCore

/// The push UI, Actito style: `Actito.shared.pushUI()` presents notifications and runs their actions,
/// telling its ``delegate`` each step of the lifecycle.
///
/// The order of the callbacks is decided by two state machines (`ActitoPresentationMachine` and
/// `ActitoActionMachine`); the UI itself is the ``presenter``'s job. URLs from payloads are opened only
/// with the app's ``urlConsent``.
@MainActor
public final class ActitoPushUI: ActitoModule {
    /// The platform ports (for diagnostics); `nil` until the owning ``Actito`` is configured.
    public private(set) var environment: PlatformEnvironment?

    /// Receives the lifecycle callbacks; held weakly, like the vendor's.
    public weak var delegate: (any ActitoPushUIDelegate)?

    /// Shows notifications and performs action steps; without one, presentations and URL, mail, message
    /// and reply actions fail (custom actions still reach the app).
    public var presenter: (any ActitoPushUIPresenter)?

    /// Which payload URLs the UI may open; ``ActitoURLConsent/never`` until the app says otherwise.
    public var urlConsent: ActitoURLConsent = .never

    /// Creates the module over `environment` (tests and apps that do not use ``Actito/shared``).
    public init(environment: PlatformEnvironment? = nil) {
        self.environment = environment
    }

    /// Creates the module for `actito`.
    public convenience init(actito: Actito) {
        self.init(environment: actito.environment)
    }

    /// Presents `notification` and returns once its presentation is over (dismissed or failed), every
    /// callback delivered. `None` notifications have no UI and no callbacks, as with the vendor; nor has a
    /// type this SDK does not know, which is also reported (`pushUI.unsupportedNotificationType`), where the
    /// vendor logs "Unhandled notification type".
    public func presentNotification(_ notification: ActitoNotification) async {
        guard let kind = notification.kind else {
            report(.unsupportedNotificationType(notificationId: notification.id, type: notification.type))
            return
        }
        if kind == .none { return }
        var machine = ActitoPresentationMachine(notification: notification)
        emit(machine.start())
        if notification.kind == .urlScheme {
            await openURLScheme(notification, machine: &machine)
            return
        }
        guard let presenter else {
            report(ActitoPushUIError.noPresenter)
            emit(machine.fail())
            return
        }
        for await event in presenter.present(notification) {
            let step = machine.handle(event)
            emit(step.events)
            if let note = step.note { diagnose("pushUI.presentation", "notification '\(notification.id)': \(note)") }
            if let action = step.action { await presentAction(action, for: notification) }
            if machine.state == .finished { break }
        }
        emit(machine.streamEnded())
    }

    /// Runs `action` of `notification` and returns once it ended, every callback delivered. An action type
    /// this SDK does not know runs nothing and calls nothing, as with the vendor (which logs "Unhandled
    /// notification action type"); it is reported as `pushUI.unsupportedActionType`.
    public func presentAction(_ action: ActitoNotification.Action, for notification: ActitoNotification) async {
        if action.kind == nil {
            report(.unsupportedActionType(type: action.type, label: action.label))
            return
        }
        var machine = ActitoActionMachine(action: action, notification: notification)
        let consent = urlConsent
        let start = machine.start(consents: { consent.allows($0, in: notification) }, canPerform: presenter != nil)
        emit(start.events)
        guard let step = start.step, let presenter else { return }
        emit(machine.finish(await presenter.perform(step)))
    }

    /// A `URLScheme` notification opens its deep link (with consent) instead of showing UI.
    private func openURLScheme(_ notification: ActitoNotification, machine: inout ActitoPresentationMachine) async {
        let content = notification.content.first?.data.stringValue?.trimmingCharacters(in: .whitespacesAndNewlines)
        guard let content, let url = URL(string: content), url.scheme?.isEmpty == false else {
            report(
                ActitoPushUIError.invalidContent(
                    notificationId: notification.id, type: notification.type,
                    reason: "content must be a URL, found \(content.map { "'\($0)'" } ?? "nothing")"))
            emit(machine.fail())
            return
        }
        guard urlConsent.allows(url, in: notification) else {
            report(ActitoPushUIError.urlNotAllowed(url))
            emit(machine.fail())
            return
        }
        guard let presenter else {
            report(ActitoPushUIError.noPresenter)
            emit(machine.fail())
            return
        }
        switch await presenter.perform(.openURL(url)) {
        case .completed:
            emit(machine.completeWithoutUI())
        case .cancelled, .failed:
            emit(machine.fail())
        }
    }

    /// Delivers `events` to the delegate, in order.
    private func emit(_ events: [ActitoPushUIEvent]) {
        for event in events {
            guard let delegate else { return }
            event.deliver(to: delegate, from: self)
        }
    }

    private func report(_ error: ActitoPushUIError) {
        diagnose(error.code, error.description)
    }

    private func diagnose(_ code: String, _ message: String) {
        environment?.diagnostics(Diagnostic(.warning, code: code, message))
    }
}

extension Actito {
    /// The push UI module.
    public func pushUI() -> ActitoPushUI { module(ActitoPushUI.self) }
}
