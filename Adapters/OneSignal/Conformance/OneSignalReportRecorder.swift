import OneSignalAdapter
import PrimerConformance
import PrimerCore

/// The driver's permission observer: records each `onNotificationPermissionDidChange(_:)` with the
/// statuses its value stands for and whether it arrived on the main queue.
@MainActor
final class OneSignalReportRecorder: OSNotificationPermissionObserver {
    nonisolated let log = ReportLog<AdapterReport>()

    func onNotificationPermissionDidChange(_ permission: Bool) {
        log.append(
            AdapterReport(
                event: nil, vendorForm: "onNotificationPermissionDidChange(\(permission))",
                onMainThread: MainQueueProbe.isOnMainQueue,
                statuses: permission ? [.authorized, .provisional, .ephemeral] : [.notDetermined, .denied]))
    }
}
