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
    /// The delegate's answers, each named once its attempt's outcome says which answer it was.
    private let reports = ReportLog<AdapterReport>()
    private let inApp: @Sendable () -> CTLocalInApp

    init(environment: PlatformEnvironment, inApp: @escaping @Sendable () -> CTLocalInApp) {
        cleverTap = CleverTap(environment: environment)
        listener = PermissionListener()
        self.inApp = inApp
        cleverTap.setPushPermissionDelegate(listener)
    }

    func presentPrimer() async -> DriverAttempt {
        let outcome = await cleverTap.promptPushPrimerAsync(inApp().getSettings())
        // The delegate has heard this attempt's answer by now (the call returns after it).
        for accepted in listener.answers.drain() {
            reports.append(Self.report(accepted, negativeButton: outcome.result == .later))
        }
        // A user sent to Settings is out of the app: the app reads the status again on the return.
        if outcome.result != .redirectedToSettings { await reportStatus() }
        return DriverAttempt(
            result: outcome.result, vendorOutcome: Self.heard(outcome), suppression: outcome.suppression)
    }

    func takeReports() async -> [AdapterReport] {
        await cleverTap.waitUntilIdle()
        let unattributed = listener.answers.drain().map { Self.report($0, negativeButton: false) }
        return reports.drain() + unattributed
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
    func stop() async {
        listener.answers.close()
        reports.close()
    }

    /// The status `getNotificationPermissionStatus` calls back with, as a report stating it.
    private func reportStatus() async {
        let status = await withCheckedContinuation { (done: CheckedContinuation<AuthorizationStatus, Never>) in
            cleverTap.getNotificationPermissionStatus { done.resume(returning: $0) }
        }
        reports.append(
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

extension CleverTapDriver {
    /// The report of one delegate answer: a `false` is the negative button's when the attempt ended
    /// "later", else iOS's answer (the delegate itself cannot tell them apart).
    fileprivate static func report(_ accepted: Bool, negativeButton: Bool) -> AdapterReport {
        let event: PrimerEventName = accepted ? .permissionGranted : negativeButton ? .laterTapped : .permissionDenied
        return AdapterReport(event: event, vendorForm: "onPushPermissionResponse(\(accepted))")
    }
}

/// The app's permission delegate (a plain class, main-actor isolated by its conformance, as the
/// vendor's SwiftUI coordinator): records each answer inside the callback.
private final class PermissionListener: CleverTapPushPermissionDelegate {
    let answers = ReportLog<Bool>()

    nonisolated init() {}

    func onPushPermissionResponse(_ accepted: Bool) {
        answers.append(accepted)
    }
}
