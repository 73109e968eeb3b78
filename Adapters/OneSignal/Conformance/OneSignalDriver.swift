import OneSignalAdapter
import PrimerConformance
@_spi(AdapterAuthoring) import PrimerCore

/// Drives an `OSNotifications` for the conformance suite and `primer-lab`, as an app does: a fresh
/// instance started at launch, an observer added, and `presentPrimer()` the app's "enable notifications"
/// button calling `requestPermission(_:fallbackToSettings: true)`. Completions and observer calls are
/// recorded with the thread they arrived on.
struct OneSignalDriver: OtherRequestsDriver, NotificationStateDriver {
    /// The adapter under test.
    let notifications: OSNotifications
    private let recorder: OneSignalReportRecorder
    /// What the app passes as `fallbackToSettings` (the profile claims the fallback).
    let fallbackToSettings: Bool

    /// The app id the driver initializes the SDK with (any UUID).
    static let appId = "4c2d3e1a-9b8f-4c6d-8e7f-0a1b2c3d4e5f"

    /// A freshly launched app over `environment`: `OneSignal.initialize` (its start, the launch read, done),
    /// then the recorder added as the observer of `OneSignal.Notifications`.
    init(environment: PlatformEnvironment, fallbackToSettings: Bool = true) async {
        // The guide's order: OneSignal.initialize, then addPermissionObserver (which tells a change the
        // launch read found and no observer heard).
        notifications = await PrimerPlatform.withEnvironment(environment) {
            OneSignal.initialize(Self.appId, withLaunchOptions: nil)
            return OneSignal.Notifications
        }
        await notifications.waitUntilIdle()
        recorder = OneSignalReportRecorder()
        self.fallbackToSettings = fallbackToSettings
        notifications.addPermissionObserver(recorder)
    }

    /// One `requestPermission` call; the completion's report names the outcome.
    func presentPrimer() async -> DriverAttempt {
        let log = recorder.log
        let outcome = await withCheckedContinuation { (done: CheckedContinuation<PrimerOutcome, Never>) in
            notifications.requestPermission(fallbackToSettings: fallbackToSettings) { outcome in
                let accepted = outcome.result == .granted
                let event: PrimerEventName =
                    switch outcome.result {
                    case .granted: .permissionGranted
                    case .redirectedToSettings: .redirectedToSettings
                    default: .permissionDenied
                    }
                let form =
                    event == .redirectedToSettings
                    ? "requestPermission completion(false), the app's settings opened"
                    : "requestPermission completion(\(accepted))"
                // A suppressed request (no status known) reaches the app as a plain false, no canonical event.
                log.append(
                    AdapterReport(
                        event: outcome.result == .suppressed ? nil : event, vendorForm: form,
                        onMainThread: MainQueueProbe.isOnMainQueue))
                done.resume(returning: outcome)
            }
        }
        return DriverAttempt(
            result: outcome.result, vendorOutcome: "completion(\(outcome.result == .granted))",
            suppression: outcome.suppression)
    }

    /// Completions and observer calls since the last call.
    func takeReports() async -> [AdapterReport] {
        await notifications.waitUntilIdle()
        return recorder.log.drain()
    }

    /// The profile's other request calls, in ``OneSignalProfile/otherRequests``' order, each waited for
    /// with the observer calls it caused.
    func otherRequest(at index: Int) async -> Bool? {
        let heard: Bool
        switch index {
        case 0:
            heard = await withCheckedContinuation { (done: CheckedContinuation<Bool, Never>) in
                notifications.registerForProvisionalAuthorization { done.resume(returning: $0) }
            }
        case 1: heard = await notifications.registerForProvisionalAuthorization()
        case 2: heard = await notifications.requestPermission()
        case 3:
            heard = await withCheckedContinuation { (done: CheckedContinuation<Bool, Never>) in
                notifications.requestPermission { done.resume(returning: $0) }
            }
        default: return nil
        }
        await notifications.waitUntilIdle()
        return heard
    }

    /// `permissionNative` as the status it names, kept only if `permission` agrees with it (none when they
    /// disagree), and `canRequestPermission`.
    func notificationState() async -> AdapterNotificationState {
        let native: AuthorizationStatus =
            switch notifications.permissionNative {
            case .notDetermined: .notDetermined
            case .denied: .denied
            case .authorized: .authorized
            case .provisional: .provisional
            case .ephemeral: .ephemeral
            }
        let statuses: Set<AuthorizationStatus> = native.allowsDelivery == notifications.permission ? [native] : []
        return AdapterNotificationState(
            enabledByApp: nil, statuses: statuses, canAsk: notifications.canRequestPermission)
    }

    /// No card: the app's own button makes the request.
    func presentPrimerTappingAccept(then second: CardAnswer) async -> DoubleTap { .noCard }

    /// Removes the observer, stops the foreground reads and stops recording.
    func stop() async {
        await notifications.stop()
        notifications.removePermissionObserver(recorder)
        recorder.log.close()
    }
}
