import OneSignalAdapter
import PrimerConformance
import PrimerCore
import PrimerSimulator
import Testing

/// `requestPermission` from every status, with and without the Settings fallback, on an instance over a
/// simulated device (a launched app: ``OSNotifications/start()`` done).
@Suite struct RequestPermissionTests {
    private func launched(_ device: SimulatedDevice) async -> OSNotifications {
        let notifications = OSNotifications(environment: device.environment)
        await notifications.start()
        return notifications
    }

    /// What the completion hears, the prompts and Settings trips, from each status.
    @Test(arguments: [
        (AuthorizationStatus.notDetermined, false, true, 1, 0),
        (.notDetermined, true, true, 1, 0),
        (.provisional, false, true, 1, 0),
        (.authorized, true, true, 0, 0),
        (.ephemeral, true, true, 0, 0),
        (.denied, false, false, 0, 0),
        (.denied, true, false, 0, 1),
    ])
    func theCompletionHearsWhetherNotificationsAreAllowed(
        status: AuthorizationStatus, fallback: Bool, accepted: Bool, prompts: Int, settings: Int
    ) async {
        let device = SimulatedDevice(status: status, user: .answering(card: .accept, prompt: .allow))
        let notifications = await launched(device)
        let heard = ReportLog<Bool>()
        notifications.requestPermission({ heard.append($0) }, fallbackToSettings: fallback)
        await notifications.waitUntilIdle()
        #expect(heard.all == [accepted])
        #expect(device.promptsShown == prompts)
        #expect(device.settingsOpened == settings)
    }

    @Test func aProvisionalUserIsUpgradedWithoutProvisionalInTheRequest() async {
        let device = SimulatedDevice(status: .provisional)
        let notifications = await launched(device)
        #expect(notifications.canRequestPermission)
        #expect(await notifications.requestPermission())
        #expect(device.trace.contains(.requestAuthorization([.alert, .sound, .badge])))
        #expect(device.status == .authorized)
        #expect(!notifications.canRequestPermission)
    }

    /// As the vendor's 5.0.x: the response block runs, then the permission state fires its observers.
    @Test func theCompletionAndTheObserversRunOnTheMainQueueCompletionFirst() async {
        let device = SimulatedDevice(status: .notDetermined)
        let notifications = await launched(device)
        let observer = RecordingObserver()
        notifications.addPermissionObserver(observer)
        let order = ReportLog<String>()
        await observer.setLog(order)
        notifications.requestPermission({ accepted in
            order.append("completion(\(accepted)) main:\(MainQueueProbe.isOnMainQueue)")
        })
        await notifications.waitUntilIdle()
        #expect(order.all == ["completion(true) main:true", "observer(true) main:true"])
    }

    @Test func canRequestPermissionStaysFalseAfterARelaunch() async {
        let device = SimulatedDevice(status: .notDetermined, user: .answering(card: .accept, prompt: .dontAllow))
        let notifications = await launched(device)
        #expect(notifications.canRequestPermission)
        #expect(await notifications.requestPermission() == false)
        device.relaunch()
        let relaunched = await launched(device)
        #expect(!relaunched.canRequestPermission)
        #expect(relaunched.permissionNative == .denied)
    }

    @Test func aReleasedObserverIsNotCalledNorKeptAlive() async {
        let device = SimulatedDevice(status: .authorized)
        let notifications = await launched(device)
        weak var released: RecordingObserver?
        do {
            let observer = RecordingObserver()
            notifications.addPermissionObserver(observer)
            released = observer
        }
        #expect(released == nil)
        device.changeInSettings(to: .denied)
        await device.returnToForeground()
        await notifications.waitUntilIdle()
        #expect(!notifications.permission)
    }

    @Test func aForegroundWithTheSamePermissionTellsNobody() async {
        let device = SimulatedDevice(status: .notDetermined)
        let notifications = await launched(device)
        let observer = RecordingObserver()
        let log = ReportLog<String>()
        await observer.setLog(log)
        notifications.addPermissionObserver(observer)
        device.changeInSettings(to: .denied)
        await device.returnToForeground()
        await notifications.waitUntilIdle()
        #expect(notifications.permissionNative == .denied)
        #expect(log.all.isEmpty)
    }
}
