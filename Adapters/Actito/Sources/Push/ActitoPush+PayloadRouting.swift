import Foundation
@_spi(AdapterAuthoring) import PrimerCore

/// The system callbacks an app forwards, routed by what the payload is: an Actito notification, an Actito
/// system notification, another application's (ignored), or not Actito's at all (unknown).
extension ActitoPush {
    /// Whether `userInfo` is an Actito payload (`x-sender == "notificare"`).
    public func isActitoNotification(_ userInfo: [AnyHashable: Any]) -> Bool {
        (userInfo["x-sender"] as? String) == ActitoPayload.sender
    }

    /// Forward `application(_:didReceiveRemoteNotification:fetchCompletionHandler:)` here. Calls
    /// `didReceiveNotification`, `didReceiveSystemNotification` or `didReceiveUnknownNotification`;
    /// a payload that cannot be read is reported as a diagnostic and delivered as unknown; an ignored one
    /// (another application's, or without `id`) is reported as a diagnostic and calls nothing.
    public func application(didReceiveRemoteNotification userInfo: [AnyHashable: Any]) async {
        guard let (payload, actito) = read(userInfo) else {
            eventRouter.post(.unknownNotificationReceived(PushValue.members(of: userInfo)))
            delegate?.actito(self, didReceiveUnknownNotification: userInfo)
            return
        }
        switch actito {
        case let .notification(notification, delivery):
            // The delegate hears first, so callbacks keep event order however slow the analytics call is.
            eventRouter.post(.notificationReceived(payload, delivery: delivery == .standard ? .standard : .silent))
            delegate?.actito(self, didReceiveNotification: notification, deliveryMechanism: delivery)
            await log("received", notification.id) { try await $0.logNotificationReceived(notification.id) }
        case let .system(system):
            eventRouter.post(.notificationReceived(payload, delivery: .silent))
            delegate?.actito(self, didReceiveSystemNotification: system)
        case .internalSystem:
            break
        case let .ignored(reason):
            environment?.diagnostics(reason.diagnostic)
        case .unknown:
            eventRouter.post(.unknownNotificationReceived(payload.members))
            delegate?.actito(self, didReceiveUnknownNotification: userInfo)
        }
    }

    /// Forward `userNotificationCenter(_:willPresent:withCompletionHandler:)` here: the options to show a
    /// notification with while the app is in the foreground. An Actito payload with `presentation: true`
    /// is always shown with sound and badge, as a banner (an alert before iOS 14, as the vendor forces it),
    /// another application's with no options; everything else uses ``presentationOptions``.
    public func userNotificationCenter(willPresent userInfo: [AnyHashable: Any]) -> PresentationOptions {
        guard let (payload, actito) = read(userInfo), ActitoPayload.isActito(payload) else {
            return presentationOptions
        }
        if case .ignored(.otherApplication) = actito { return [] }
        return ActitoPayload.flag(payload.custom["presentation"])
            ? Self.defaultPresentationOptions(systemMajorVersion: systemMajorVersion) : presentationOptions
    }

    /// Forward `userNotificationCenter(_:didReceive:withCompletionHandler:)` here. The default action
    /// calls `didOpenNotification` (or `didOpenUnknownNotification`); another action calls `didOpenAction`
    /// when the notification has an action with that label, `didOpenUnknownAction` otherwise; a dismissal
    /// calls nothing, and so does an ignored payload (another application's, or without `id`) or an Actito
    /// system notification (reported as `actito.systemNotificationOpened`): the vendor never hands an Actito
    /// payload to the unknown callbacks, and builds no notification from a system one.
    public func userNotificationCenter(didReceive response: ActitoNotificationResponse) async {
        let identifier = response.actionIdentifier
        guard identifier != ActitoNotificationResponse.dismissActionIdentifier else { return }
        let read = read(response.userInfo)
        switch read?.1 {
        case let .ignored(reason)?:
            environment?.diagnostics(reason.diagnostic)
            return
        case let .system(system)?:
            environment?.diagnostics(Self.systemNotificationOpened(system.type))
            return
        case let .internalSystem(type)?:
            environment?.diagnostics(Self.systemNotificationOpened(type))
            return
        case .notification?, .unknown?, nil:
            break
        }
        guard let (payload, actito) = read, case let .notification(notification, _) = actito else {
            let members = read?.0.members ?? PushValue.members(of: response.userInfo)
            if identifier == ActitoNotificationResponse.defaultActionIdentifier {
                eventRouter.post(.unknownNotificationOpened(members))
                delegate?.actito(self, didOpenUnknownNotification: response.userInfo)
            } else {
                eventRouter.post(
                    .unknownActionOpened(action: identifier, userInfo: members, responseText: response.userText))
                delegate?.actito(
                    self, didOpenUnknownAction: identifier, for: response.userInfo,
                    responseText: response.userText)
            }
            return
        }
        if identifier == ActitoNotificationResponse.defaultActionIdentifier {
            eventRouter.post(.notificationOpened(payload))
            delegate?.actito(self, didOpenNotification: notification)
        } else if let action = notification.actions.first(where: { $0.label == identifier }) {
            eventRouter.post(.actionOpened(payload, action: identifier, responseText: response.userText))
            delegate?.actito(self, didOpenAction: action, for: notification)
        } else {
            eventRouter.post(
                .unknownActionOpened(
                    action: identifier, userInfo: payload.members,
                    responseText: response.userText))
            delegate?.actito(
                self, didOpenUnknownAction: identifier, for: response.userInfo,
                responseText: response.userText)
        }
        // After the delegate, as for receipts: callbacks keep event order.
        await log("open", notification.id) { try await $0.logNotificationOpen(notification.id) }
    }

    /// Forward `userNotificationCenter(_:openSettingsFor:)` here: calls `shouldOpenSettings` with the
    /// Actito notification it came from, or `nil` when it came from the Settings app (or from a
    /// notification that is not Actito's). With no delegate, reports `options.settingsHandlerMissing`.
    public func userNotificationCenter(openSettingsFor userInfo: [AnyHashable: Any]?) {
        var notification: ActitoNotification?
        var payload: PushPayload?
        if let userInfo, let (read, actito) = read(userInfo), case let .notification(value, _) = actito {
            notification = value
            payload = read
        }
        eventRouter.post(.shouldOpenSettings(payload))
        guard let delegate else {
            environment?.diagnostics(
                Self.settingsHandlerMissing(
                    "the system asked for the app's notification settings but no ActitoPushDelegate is set"))
            return
        }
        delegate.actito(self, shouldOpenSettings: notification)
    }

    /// The warning for a tap on a system notification, which has nothing to open.
    static func systemNotificationOpened(_ type: String) -> Diagnostic {
        Diagnostic(
            .warning, code: "actito.systemNotificationOpened",
            "a system notification of type '\(type)' was opened: it is not a notification, so no open callback fires")
    }

    /// Parses `userInfo` through the core payload model; a malformed payload is reported and read as
    /// `nil` (the caller treats it as unknown).
    private func read(_ userInfo: [AnyHashable: Any]) -> (PushPayload, ActitoPayload)? {
        do {
            let payload = try PushPayload(userInfo: userInfo)
            return (
                payload,
                ActitoPayload(
                    payload, receivedAt: environment?.clock.now ?? Date(),
                    applicationId: actito?.applicationId)
            )
        } catch {
            environment?.diagnostics(
                Diagnostic(.warning, code: "push.malformedPayload", "\(error); delivered as unknown"))
            return nil
        }
    }

    private func log(
        _ what: String, _ id: String,
        _ call: @Sendable (any ActitoPushEventLogger) async throws -> Void
    ) async {
        do {
            try await call(logger)
        } catch {
            // The vendor returns early here and the app never hears of the notification; the docs promise
            // the callback, so it still fires.
            environment?.diagnostics(
                Diagnostic(
                    .warning, code: "actito.eventLoggingFailed",
                    "logging \(what) of notification '\(id)' failed: \(error)"))
        }
    }
}
