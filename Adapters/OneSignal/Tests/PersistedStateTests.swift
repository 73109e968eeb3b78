import OneSignalAdapter
import PrimerConformance
import PrimerCore
import PrimerSimulator
import Testing

/// The state kept across launches under the vendor's keys, and the change told at the next launch.
@Suite struct PersistedStateTests {
    @Test func aChangeMadeWhileTheAppWasNotRunningIsToldAtLaunch() async {
        let device = SimulatedDevice(status: .authorized)
        let first = OSNotifications(environment: device.environment)
        let observer = RecordingObserver()
        let heard = ReportLog<String>()
        await observer.setLog(heard)
        first.addPermissionObserver(observer)
        await first.start()
        await first.waitUntilIdle()
        #expect(heard.all == ["observer(true) main:true"])
        #expect(device.disk.value(forKey: "ONESIGNAL_PERMISSION_ACCEPTED_LAST") == .bool(true))

        device.relaunch()
        device.changeInSettings(to: .denied)
        let second = OSNotifications(environment: device.environment)
        second.addPermissionObserver(observer)
        await second.start()
        await second.waitUntilIdle()
        #expect(heard.all == ["observer(true) main:true", "observer(false) main:true"])
        #expect(device.disk.value(forKey: "ONESIGNAL_PERMISSION_ACCEPTED_LAST") == .bool(false))
        #expect(device.disk.value(forKey: "OS_NOTIFICATION_PROMPT_ANSWERED_LAST") == .bool(true))
    }

    @Test func anObserverAddedAfterLaunchHearsAChangeNobodyHeard() async {
        let device = SimulatedDevice(status: .provisional)
        let notifications = OSNotifications(environment: device.environment)
        await notifications.start()
        #expect(device.disk.value(forKey: "ONESIGNAL_PROVISIONAL_AUTHORIZATION_LAST") == nil)
        let observer = RecordingObserver()
        let heard = ReportLog<String>()
        await observer.setLog(heard)
        notifications.addPermissionObserver(observer)
        await notifications.waitUntilIdle()
        #expect(heard.all == ["observer(true) main:true"])
        #expect(device.disk.value(forKey: "ONESIGNAL_PROVISIONAL_AUTHORIZATION_LAST") == .bool(true))
    }

    /// The flag reads as the vendor's `boolForKey:` reads it: a number or a `YES` the vendor's SDK (or
    /// another platform's Foundation) left counts; what is no flag reads as never asked.
    @Test(arguments: [
        (StoredValue.string("yes"), true), (.int(1), true), (.double(1), true), (.int(0), false),
        (.string("maybe"), false), (.data([1]), false),
    ])
    func theFlagReadsAsTheVendorReadsIt(_ stored: StoredValue, prompted: Bool) async throws {
        let device = SimulatedDevice(status: .notDetermined)
        try device.disk.setValue(stored, forKey: "OS_HAS_PROMPTED_FOR_NOTIFICATIONS_LAST")
        let notifications = OSNotifications(environment: device.environment)
        await notifications.start()
        #expect(notifications.canRequestPermission == !prompted)
    }
}
