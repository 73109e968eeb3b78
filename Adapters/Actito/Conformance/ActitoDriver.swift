@_spi(Conformance) import ActitoAdapter
import Foundation
import PrimerConformance
@_spi(AdapterAuthoring) import PrimerCore

/// Drives an `ActitoPush` for the conformance suite and `primer-lab`, through its public API only:
/// `presentPrimer()` is the app's "enable notifications" button, pushes arrive through the forwarding
/// entry points, options are set as an app sets them. Delegate callbacks are recorded with the thread
/// they arrived on.
public struct ActitoDriver: PrimerDriver {
    /// The adapter under test.
    public let push: ActitoPush
    private let recorder: ActitoReportRecorder

    /// Builds a fresh `ActitoPush` over `environment` (a newly launched app) and its driver.
    @MainActor
    public init(environment: PlatformEnvironment) {
        push = ActitoPush(environment: environment)
        recorder = ActitoReportRecorder()
        push.delegate = recorder
    }

    /// As ``init(environment:)``, with the app's `authorizationOptions` set before any call.
    @MainActor
    public init(environment: PlatformEnvironment, authorizationOptions: AuthorizationOptions) {
        self.init(environment: environment)
        push.authorizationOptions = authorizationOptions
    }

    /// `enableRemoteNotifications()`: `granted` or `denied`, `failed` (reported as a denial) when it throws.
    public func presentPrimer() async -> DriverAttempt {
        do {
            let granted = try await push.enableRemoteNotifications()
            recorder.log.append(
                AdapterReport(
                    event: granted ? .permissionGranted : .permissionDenied,
                    vendorForm: "enableRemoteNotifications() -> \(granted)"))
            return DriverAttempt(
                result: granted ? .granted : .denied,
                vendorOutcome: "enableRemoteNotifications() -> \(granted)", suppression: nil)
        } catch {
            // The failed request's outcome: a denial the app hears as the thrown authorizationFailed.
            recorder.log.append(
                AdapterReport(event: .permissionDenied, vendorForm: "enableRemoteNotifications() threw \(error)"))
            return DriverAttempt(
                result: .failed, vendorOutcome: "enableRemoteNotifications() threw \(error)", suppression: nil)
        }
    }

    /// Delegate callbacks (or, without a delegate, router events) since the last call.
    public func takeReports() async -> [AdapterReport] { recorder.log.drain() }

    /// No card: `enableRemoteNotifications()` is the app's own button.
    public func presentPrimerTappingAccept(then second: CardAnswer) async -> DoubleTap { .noCard }

    /// Detaches the recorder from the adapter (delegate and event router) and stops recording.
    public func stop() async {
        let recorder = recorder
        await MainActor.run {
            push.delegate = nil
            push.eventRouter.remove(recorder)
        }
        recorder.log.close()
    }

    /// Forwards the push as the system would: `received` to `didReceiveRemoteNotification`, taps and
    /// actions to `userNotificationCenter(didReceive:)`. Text that is not a JSON object arrives as an
    /// empty `userInfo`, as no system would deliver it otherwise.
    public func deliverPush(_ delivery: PushDelivery) async -> Bool {
        await Self.deliver(delivery, to: push)
        return true
    }

    @MainActor
    private static func deliver(_ delivery: PushDelivery, to push: ActitoPush) async {
        let object = try? JSONSerialization.jsonObject(with: Data(delivery.payloadJSON.utf8))
        let userInfo = object as? [AnyHashable: Any] ?? [:]
        switch delivery.kind {
        case .received:
            await push.application(didReceiveRemoteNotification: userInfo)
        case .opened:
            await push.userNotificationCenter(
                didReceive: ActitoNotificationResponse(
                    actionIdentifier: ActitoNotificationResponse.defaultActionIdentifier, userInfo: userInfo))
        case let .openedAction(identifier, responseText):
            await push.userNotificationCenter(
                didReceive: ActitoNotificationResponse(
                    actionIdentifier: identifier, userInfo: userInfo, userText: responseText))
        }
    }

    /// The three option sets as the adapter holds them.
    public func notificationOptions() async -> NotificationOptions? {
        await MainActor.run {
            NotificationOptions(
                authorization: push.authorizationOptions, presentation: push.presentationOptions,
                category: push.categoryOptions)
        }
    }

    /// Sets the options; `handlesSettingsLink: false` leaves the app without a `shouldOpenSettings`
    /// handler (no delegate: callbacks are then observed through `ActitoPush/eventRouter`).
    public func configureOptions(_ options: NotificationOptions, handlesSettingsLink: Bool) async -> Bool {
        await MainActor.run {
            push.authorizationOptions = options.authorization
            push.presentationOptions = options.presentation
            push.categoryOptions = options.category
            if handlesSettingsLink {
                push.eventRouter.remove(recorder)
                push.delegate = recorder
            } else {
                push.delegate = nil
                push.eventRouter.add(recorder)
            }
        }
        return true
    }
}
