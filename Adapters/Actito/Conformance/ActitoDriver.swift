import ActitoAdapter
import Foundation
import PrimerConformance
@_spi(AdapterAuthoring) import PrimerCore

/// Drives an `ActitoPush` for the conformance suite and `primer-lab`, through its public API only:
/// `presentPrimer()` is the app's "enable notifications" button, pushes arrive through the forwarding
/// entry points, options are set as an app sets them. Delegate callbacks are recorded with the thread
/// they arrived on.
struct ActitoDriver: ForegroundPresentationDriver, NotificationDisablingDriver, NotificationStateDriver,
    SettingsLinkDriver
{
    /// The id of the Actito application the driver's app is configured with; the profile's pushes carry
    /// it as `x-application`, and one from another application carries another.
    static let applicationId = "conformance-app"

    /// The adapter under test.
    let push: ActitoPush
    /// The app's `Actito`, configured with ``applicationId`` (the module holds it weakly, as the vendor's).
    private let actito: Actito
    private let recorder: ActitoReportRecorder
    /// The app's delegate in ``configureOptionsLeavingSettingsLinkToDefault(_:)`` (the module holds it weakly).
    private let defaultsDelegate: ActitoDefaultsDelegate

    /// Builds a fresh `Actito` configured over `environment` (a newly launched app), its push module and
    /// the driver.
    @MainActor
    init(environment: PlatformEnvironment) {
        actito = Actito(environment: environment, applicationId: Self.applicationId)
        push = actito.push()
        recorder = ActitoReportRecorder()
        defaultsDelegate = ActitoDefaultsDelegate()
        push.delegate = recorder
    }

    /// As ``init(environment:)``, with the app's `authorizationOptions` set before any call.
    @MainActor
    init(environment: PlatformEnvironment, authorizationOptions: AuthorizationOptions) {
        self.init(environment: environment)
        push.authorizationOptions = authorizationOptions
    }

    /// `enableRemoteNotifications()`: `granted` or `denied`, `failed` (reported as a denial) when it throws.
    func presentPrimer() async -> DriverAttempt {
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

    /// `disableRemoteNotifications()`, the app's "notifications off" switch.
    func disableNotifications() async -> Bool {
        await push.disableRemoteNotifications()
        return true
    }

    /// `hasRemoteNotificationsEnabled`, and the statuses `allowedUI` states (as its callback does).
    func notificationState() async -> AdapterNotificationState {
        await MainActor.run {
            AdapterNotificationState(
                enabledByApp: push.hasRemoteNotificationsEnabled,
                statuses: ActitoReportRecorder.statuses(allowedUI: push.allowedUI, subscribed: push.subscription != nil)
            )
        }
    }

    /// Delegate callbacks (or, without a delegate, router events) since the last call.
    func takeReports() async -> [AdapterReport] { recorder.log.drain() }

    /// No card: `enableRemoteNotifications()` is the app's own button.
    func presentPrimerTappingAccept(then second: CardAnswer) async -> DoubleTap { .noCard }

    /// Detaches the recorder from the adapter (delegate and event router) and stops recording.
    func stop() async {
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
    func deliverPush(_ delivery: PushDelivery) async -> Bool {
        await Self.deliver(delivery, to: push)
        return true
    }

    /// `userNotificationCenter(willPresent:)` for the push, as the system asks it in the foreground.
    func foregroundPresentation(_ payloadJSON: String) async -> PresentationOptions? {
        await MainActor.run { push.userNotificationCenter(willPresent: Self.userInfo(payloadJSON)) }
    }

    /// The `userInfo` of `json`: empty for text that is not a JSON object.
    private static func userInfo(_ json: String) -> [AnyHashable: Any] {
        let object = try? JSONSerialization.jsonObject(with: Data(json.utf8))
        return object as? [AnyHashable: Any] ?? [:]
    }

    @MainActor
    private static func deliver(_ delivery: PushDelivery, to push: ActitoPush) async {
        let userInfo = userInfo(delivery.payloadJSON)
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
    func notificationOptions() async -> NotificationOptions? {
        await MainActor.run {
            NotificationOptions(
                authorization: push.authorizationOptions, presentation: push.presentationOptions,
                category: push.categoryOptions)
        }
    }

    /// Sets the options; `handlesSettingsLink: false` leaves the app without a `shouldOpenSettings`
    /// handler (no delegate: callbacks are then observed through `ActitoPush/eventRouter`).
    func configureOptions(_ options: NotificationOptions, handlesSettingsLink: Bool) async -> Bool {
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

    /// Sets the options with a delegate that leaves `shouldOpenSettings` to the protocol's default;
    /// callbacks are then observed through `ActitoPush/eventRouter`.
    func configureOptionsLeavingSettingsLinkToDefault(_ options: NotificationOptions) async -> Bool {
        await MainActor.run {
            push.authorizationOptions = options.authorization
            push.presentationOptions = options.presentation
            push.categoryOptions = options.category
            push.delegate = defaultsDelegate
            push.eventRouter.add(recorder)
        }
        return true
    }

    /// `userNotificationCenter(openSettingsFor: nil)`, forwarded as the app's notification-center delegate does.
    func openSettingsLink() async {
        await MainActor.run { push.userNotificationCenter(openSettingsFor: nil) }
    }
}
