import OneSignalAdapter
import OneSignalConformance
import PrimerConformance
import PrimerCore
import PrimerSimulator
import Testing

/// Upgrading a provisional user: the vendor's permission state drops provisional before it records the
/// grant, and each change fires the observers, so they hear `false` then `true` (after the completion).
@Suite struct ProvisionalUpgradeTests {
    private func launchedWithObserver(
        _ device: SimulatedDevice
    ) async -> (OSNotifications, RecordingObserver, ReportLog<String>) {
        let notifications = OSNotifications(environment: device.environment)
        await notifications.start()
        let observer = RecordingObserver()
        let log = ReportLog<String>()
        await observer.setLog(log)
        notifications.addPermissionObserver(observer)
        await notifications.waitUntilIdle()
        return (notifications, observer, log)
    }

    @Test func aRequestTellsTheObserversFalseThenTrueAfterTheCompletion() async {
        let device = SimulatedDevice(status: .provisional, user: .answering(card: .accept, prompt: .allow))
        let (notifications, observer, log) = await launchedWithObserver(device)
        // A fresh install: the provisional permission is a change nobody heard, told when the observer is added.
        #expect(log.drain() == ["observer(true) main:true"])
        notifications.requestPermission({ accepted in log.append("completion(\(accepted))") })
        await notifications.waitUntilIdle()
        #expect(device.status == .authorized)
        #expect(log.all == ["completion(true)", "observer(false) main:true", "observer(true) main:true"])
        withExtendedLifetime(observer) {}
    }

    @Test func aChangeInSettingsTellsTheObserversFalseThenTrueOnTheReturn() async {
        let device = SimulatedDevice(status: .provisional)
        let (notifications, observer, log) = await launchedWithObserver(device)
        _ = log.drain()
        device.changeInSettings(to: .authorized)
        await device.returnToForeground()
        await notifications.waitUntilIdle()
        #expect(log.all == ["observer(false) main:true", "observer(true) main:true"])
        withExtendedLifetime(observer) {}
    }

    /// A provisional user who refuses the upgrade drops to denied: one `false`, as any loss of permission.
    @Test func aRefusedUpgradeTellsOnlyFalse() async {
        let device = SimulatedDevice(status: .provisional, user: .answering(card: .accept, prompt: .dontAllow))
        let (notifications, observer, log) = await launchedWithObserver(device)
        _ = log.drain()
        #expect(await notifications.requestPermission() == false)
        await notifications.waitUntilIdle()
        #expect(log.all == ["observer(false) main:true"])
        withExtendedLifetime(observer) {}
    }
}

/// The suite takes the observers' `false` then `true` only because the profile declares it.
@Suite struct ProvisionalUpgradeDeclarationTests {
    @Test func withoutTheDeclarationTheSuiteFailsTheFalse() async {
        var descriptor = AdapterDescriptor.oneSignal
        descriptor.profile.statusCallbackDipsOnProvisionalUpgrade = false
        let report = await ConformanceSuite(descriptor: descriptor).run([.statusReportsTrue])
        #expect(report.failedChecks == [.statusReportsTrue], "\(report)")
        #expect("\(report)".contains("onNotificationPermissionDidChange(false)"), "\(report)")
    }
}
