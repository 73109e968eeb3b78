import CleverTapAdapter
import PrimerConformance
@_spi(AdapterAuthoring) import PrimerCore

/// Drives the CleverTap-style primer for the conformance suite and `primer-lab`, through the public API
/// only, as an app would: a fresh instance over the environment, a permission delegate set, and one
/// `promptPushPrimerAsync(_:)` per attempt with the settings `inApp` builds, after which the app asks
/// `getNotificationPermissionStatus` (its answer is a status statement the suite judges).
struct CleverTapDriver: IdleWaitingDriver {
    private let cleverTap: CleverTap
    private let listener: PermissionListener
    private let inApp: @Sendable () -> CTLocalInApp

    init(environment: PlatformEnvironment, inApp: @escaping @Sendable () -> CTLocalInApp) {
        cleverTap = CleverTap(environment: environment)
        listener = PermissionListener()
        self.inApp = inApp
        cleverTap.setPushPermissionDelegate(listener)
    }

    func presentPrimer() async -> DriverAttempt {
        let outcome = await cleverTap.promptPushPrimerAsync(inApp().getSettings())
        // A user sent to Settings is out of the app: the app reads the status again on the return.
        if outcome.result != .redirectedToSettings { await reportStatus() }
        return DriverAttempt(
            result: outcome.result, vendorOutcome: Self.heard(outcome), suppression: outcome.suppression)
    }

    func takeReports() async -> [AdapterReport] {
        await cleverTap.waitUntilIdle()
        return listener.log.drain()
    }

    /// The engine shows the local in-app through the environment's `CardPresenter`, which takes one
    /// answer per card: the second tap has nothing to reach.
    func presentPrimerTappingAccept(then second: CardAnswer) async -> DoubleTap {
        .answeredOnceByPresenter("the local in-app is shown by the CardPresenter, which answers once")
    }

    /// `getNotificationPermissionStatus`, its answer ignored: what is judged is when `waitUntilIdle()`
    /// returns.
    func startStatusCheck() -> @Sendable () -> Bool {
        let completed = LockedValue(false)
        cleverTap.getNotificationPermissionStatus { _ in completed.withLock { $0 = true } }
        return { completed.withLock { $0 } }
    }

    func waitUntilIdle() async { await cleverTap.waitUntilIdle() }

    /// Stops recording (the instance's calls are not waited for: a process killed with its card up
    /// never gets the answer they wait for).
    func stop() async { listener.log.close() }

    /// The status `getNotificationPermissionStatus` calls back with, as a report stating it.
    private func reportStatus() async {
        let status = await withCheckedContinuation { (done: CheckedContinuation<AuthorizationStatus, Never>) in
            cleverTap.getNotificationPermissionStatus { done.resume(returning: $0) }
        }
        listener.log.append(
            AdapterReport(
                event: nil, vendorForm: "getNotificationPermissionStatus → \(status)", statuses: [status]))
    }

    /// What the app heard of an attempt: the delegate's answer, or nothing.
    private static func heard(_ outcome: PrimerOutcome) -> String {
        switch outcome {
        case .granted(_, _, requested: true, _, _): "onPushPermissionResponse(true)"
        case .denied(_, _, requested: true, _, _, _), .failed, .later: "onPushPermissionResponse(false)"
        default: "no callback (\(outcome.result.rawValue))"
        }
    }
}

/// The app's permission delegate: records each answer inside the callback. The vendor calls it on the
/// main thread for the negative button and on the notification center's thread for the system's answer,
/// which is how a `false` is told apart (the thread is not judged: the vendor promises none).
private final class PermissionListener: CleverTapPushPermissionDelegate {
    let log = ReportLog<AdapterReport>()

    func onPushPermissionResponse(_ accepted: Bool) {
        let event: PrimerEventName =
            accepted ? .permissionGranted : MainQueueProbe.isOnMainQueue ? .laterTapped : .permissionDenied
        log.append(AdapterReport(event: event, vendorForm: "onPushPermissionResponse(\(accepted))"))
    }
}
