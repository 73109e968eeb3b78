import Foundation
import PrimerConformance
@_spi(AdapterAuthoring) import PrimerCore
import PrimerSimulator
import Testing

/// Relaunch, reinstall, Settings, registration and the foreground signal.
@Suite struct DeviceLifecycleTests {
    @Test func relaunchKeepsDiskAndStatusButDropsObservers() throws {
        let device = SimulatedDevice(status: .denied)
        try device.disk.setValue(.int(3), forKey: "k")
        let observation = device.environment.lifecycle.observeForeground {}
        device.relaunch()
        #expect(device.disk.value(forKey: "k") == .int(3))
        #expect(device.status == .denied)
        #expect(device.foregroundObservers == 0)
        _ = observation
    }

    /// The engine's wait for the return from Settings holds the attempt's ports, and the device's
    /// foreground signal holds the wait: letting go of the device must still free it and its engine
    /// (a test run would otherwise keep every such device until exit).
    @Test func aDeviceWaitingForTheReturnFromSettingsIsFreedWhenReleased() async {
        weak var releasedDevice: SimulatedDevice?
        weak var releasedEngine: SoftAskEngine?
        do {
            let device = SimulatedDevice(status: .denied, user: .answering(card: .accept))
            let environment = device.environment
            let outcome = await SoftAsk(policy: PrimerPolicy(), environment: environment, events: { _ in }).run(
                PrimerCard(campaignId: "c1", title: "T", message: "M", acceptLabel: "Allow", declineLabel: "Later"))
            #expect(outcome.result == .redirectedToSettings)
            #expect(device.foregroundObservers > 0)
            releasedDevice = device
            releasedEngine = environment.engine
        }
        #expect(releasedDevice == nil)
        #expect(releasedEngine == nil)
    }

    @Test func reinstallWipesDiskAndStatus() throws {
        let device = SimulatedDevice(status: .authorized)
        try device.disk.setValue(.int(3), forKey: "k")
        device.reinstall()
        #expect(device.disk.snapshot.isEmpty)
        #expect(device.status == .notDetermined)
        #expect(device.trace == [.reinstall])
    }

    @Test func foregroundRunsLiveObserversInOrderAndAwaitsThem() async {
        let device = SimulatedDevice()
        let calls = ReportLog<Int>()
        let first = device.environment.lifecycle.observeForeground { calls.append(1) }
        var second: LifecycleObservation? = device.environment.lifecycle.observeForeground { calls.append(2) }
        await device.returnToForeground()
        second = nil
        await device.returnToForeground()
        #expect(calls.all == [1, 2, 1])
        _ = (first, second)
    }

    @Test(arguments: [
        (SettingsAction.enable, AuthorizationStatus.authorized), (.disable, .denied), (.leave, .notDetermined),
    ])
    func settingsApplyTheUsersChange(action: SettingsAction, end: AuthorizationStatus) async {
        let device = SimulatedDevice(user: ScriptedUser(inSettings: action))
        #expect(await device.environment.settings.openNotificationSettings())
        #expect(device.status == end)
        #expect(device.settingsOpened == 1)
    }

    @Test func settingsThatCannotOpenLeaveNoTrace() async {
        let device = SimulatedDevice()
        device.settingsAvailable = false
        #expect(await device.environment.settings.openNotificationSettings() == false)
        #expect(device.trace.isEmpty)
    }

    @Test(arguments: [AuthorizationStatus.denied, .notDetermined, .authorized])
    func registrationYieldsATokenWhateverThePermission(status: AuthorizationStatus) async throws {
        let device = SimulatedDevice(status: status)
        let token = try await device.environment.registrar.registerForRemoteNotifications()
        #expect(token.bytes.count == 32)
        #expect(device.registrations == 1)
    }

    @Test func aScriptedRegistrationErrorIsThrown() async {
        let device = SimulatedDevice(registration: .failure("no entitlement"))
        await #expect(throws: SimulatedRegistrationError(description: "no entitlement")) {
            try await device.environment.registrar.registerForRemoteNotifications()
        }
    }

    @Test func cardAnswersAreConsumedInOrderAndTheLastRepeats() async {
        let device = SimulatedDevice(user: ScriptedUser(cardAnswers: [.later, .accept]))
        let card = PrimerCard(title: "t", message: "m", acceptLabel: "a", declineLabel: "d")
        var answers: [CardAnswer] = []
        for _ in 0..<3 { answers.append(await device.environment.presenter.present(card)) }
        #expect(answers == [.later, .accept, .accept])
        #expect(device.cardsShown == 3)
    }

    @Test func theClockMovesOnlyWhenTold() {
        let clock = ManualClock()
        #expect(clock.now == ManualClock.defaultStart)
        clock.advance(days: 2)
        clock.advance(by: -3_600)
        #expect(clock.now.timeIntervalSince(ManualClock.defaultStart) == 2 * 86_400 - 3_600)
    }
}
