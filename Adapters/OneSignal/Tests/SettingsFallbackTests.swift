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

    /// Without the Info.plist string, the alert says what the vendor's says.
    @Test func theDefaultMessageIsTheVendors() async {
        let device = SimulatedDevice(status: .denied)
        let alert = AlertAnswerer(.later)
        let notifications = await launched(device.environment.with(presenter: alert))
        #expect(await notifications.requestPermission(fallbackToSettings: true) == false)
        #expect(
            alert.shown.all.map(\.message) == [
                "You currently have notifications turned off for this application. "
                    + "You can open Settings to re-enable them"
            ])
        #expect(alert.shown.all.map(\.title) == ["Open Settings"])
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
