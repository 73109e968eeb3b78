import OneSignalAdapter
import PrimerConformance
import PrimerCore
import PrimerSimulator
import Testing

/// `requestPermission(_:fallbackToSettings: true)` for a denied user: the SDK's alert through the
/// environment's presenter, Settings only for its action, the status read again on the return.
@Suite struct SettingsFallbackTests {
    /// A presenter that records the alert and answers it.
    final class AlertAnswerer: CardPresenter {
        let answer: CardAnswer
        let shown = ReportLog<PrimerCard>()
        init(_ answer: CardAnswer) { self.answer = answer }
        func present(_ card: PrimerCard) async -> CardAnswer {
            shown.append(card)
            return answer
        }
    }

    private func launched(_ environment: PlatformEnvironment, message: String? = nil) async -> OSNotifications {
        let notifications = OSNotifications(environment: environment, settingsFallbackMessage: message)
        await notifications.start()
        return notifications
    }

    @Test(arguments: [(CardAnswer.accept, 1), (.later, 0), (.dismiss, 0), (.failedToPresent, 0)])
    func onlyTheAlertsActionOpensSettingsAndEitherButtonHearsFalse(answer: CardAnswer, settings: Int) async {
        let device = SimulatedDevice(status: .denied)
        let alert = AlertAnswerer(answer)
        let notifications = await launched(device.environment.with(presenter: alert))
        let heard = ReportLog<Bool>()
        notifications.requestPermission({ heard.append($0) }, fallbackToSettings: true)
        await notifications.waitUntilIdle()
        #expect(heard.all == [false])
        #expect(alert.shown.all.map(\.acceptLabel) == ["Open Settings"])
        #expect(alert.shown.all.map(\.declineLabel) == ["Cancel"])
        #expect(device.settingsOpened == settings)
        #expect(device.requests == 0)
    }

    @Test func theAppsMessageReplacesTheDefault() async {
        let device = SimulatedDevice(status: .denied)
        let alert = AlertAnswerer(.later)
        let notifications = await launched(device.environment.with(presenter: alert), message: "Turn them on?")
        #expect(await notifications.requestPermission(fallbackToSettings: true) == false)
        #expect(alert.shown.all.map(\.message) == ["Turn them on?"])
    }

    @Test(arguments: [AuthorizationStatus.notDetermined, .authorized, .provisional, .ephemeral])
    func noAlertUnlessDenied(status: AuthorizationStatus) async {
        let device = SimulatedDevice(status: status)
        let alert = AlertAnswerer(.accept)
        let notifications = await launched(device.environment.with(presenter: alert))
        _ = await notifications.requestPermission(fallbackToSettings: true)
        #expect(alert.shown.all.isEmpty)
        #expect(device.settingsOpened == 0)
    }

    @Test func withoutTheFallbackADeniedUserSeesNothing() async {
        let device = SimulatedDevice(status: .denied)
        let alert = AlertAnswerer(.accept)
        let notifications = await launched(device.environment.with(presenter: alert))
        #expect(await notifications.requestPermission() == false)
        #expect(alert.shown.all.isEmpty)
        #expect(device.settingsOpened == 0)
        #expect(device.requests == 0)
    }
}

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

    @Test(arguments: [StoredValue.string("yes"), .int(1), .double(1), .data([1])])
    func aForeignValueReadsAsNeverAsked(_ garbage: StoredValue) async throws {
        let device = SimulatedDevice(status: .notDetermined)
        try device.disk.setValue(garbage, forKey: "OS_HAS_PROMPTED_FOR_NOTIFICATIONS_LAST")
        let notifications = OSNotifications(environment: device.environment)
        await notifications.start()
        #expect(notifications.canRequestPermission)
    }
}
