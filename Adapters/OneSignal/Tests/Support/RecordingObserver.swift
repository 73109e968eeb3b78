import OneSignalAdapter
import PrimerConformance

/// An observer that records what it hears, and on which queue.
@MainActor
final class RecordingObserver: OSNotificationPermissionObserver {
    private var log: ReportLog<String>?

    func setLog(_ log: ReportLog<String>) { self.log = log }

    func onNotificationPermissionDidChange(_ permission: Bool) {
        log?.append("observer(\(permission)) main:\(MainQueueProbe.isOnMainQueue)")
    }
}
