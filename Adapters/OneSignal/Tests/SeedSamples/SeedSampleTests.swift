import OneSignalAdapter
import PrimerCore
import PrimerSimulator
import Testing

/// The vendor's samples, run as an app runs them on a simulated iPhone through the static `OneSignal`
/// API. Serialized: the samples share the vendor's process-wide statics (the platform's OneSignal state).
@Suite(.serialized) @MainActor struct SeedSampleTests {
    private func launch(_ device: SimulatedDevice) async {
        OneSignal.installFresh(over: device.environment)
        OneSignal.initialize("4c2d3e1a-9b8f-4c6d-8e7f-0a1b2c3d4e5f", withLaunchOptions: nil)
        await OneSignal.Notifications.waitUntilIdle()
        SamplePrints.lines = []
    }

    @Test func theInitializationSampleReportsItsPlaceholderAppId() async {
        let device = SimulatedDevice(status: .authorized)
        OneSignal.installFresh(over: device.environment)
        initializeSample(launchOptions: nil)
        await OneSignal.Notifications.waitUntilIdle()
        #expect(device.diagnostics.map(\.code) == ["oneSignal.invalidAppId"])
        #expect(OneSignal.appId == nil)
        // Not started: nothing was read, so the permission still reads as not determined.
        #expect(OneSignal.Notifications.permissionNative == .notDetermined)
    }

    @Test(arguments: [
        (AuthorizationStatus.notDetermined, false, OSNotificationPermission.notDetermined, true),
        (.denied, false, .denied, false), (.authorized, true, .authorized, false),
        (.provisional, true, .provisional, true), (.ephemeral, true, .ephemeral, false),
    ])
    func theTableSampleReadsTheStatusSeenAtLaunch(
        status: AuthorizationStatus, permission: Bool, native: OSNotificationPermission, canRequest: Bool
    ) async {
        let device = SimulatedDevice(status: status)
        await launch(device)
        let (readPermission, readNative, readCanRequest) = notificationsTableSample()
        #expect(readPermission == permission)
        #expect(readNative == native)
        #expect(readCanRequest == canRequest)
    }

    @Test(arguments: [SystemPromptAnswer.allow, .dontAllow])
    func theRequestSampleShowsThePromptOnceAndPrintsTheAnswer(answer: SystemPromptAnswer) async {
        let device = SimulatedDevice(status: .notDetermined, user: .answering(card: .accept, prompt: answer))
        await launch(device)
        requestPermissionSample()
        #expect(!OneSignal.Notifications.canRequestPermission)
        await OneSignal.Notifications.waitUntilIdle()
        #expect(device.promptsShown == 1)
        #expect(device.requests == 1)
        #expect(SamplePrints.lines == ["User accepted notifications: \(answer == .allow)"])
        #expect(device.registrations == (answer == .allow ? 1 : 0))
    }

    @Test func theSetUpSampleLogsVerboselyReportsItsPlaceholderAppIdAndStillAsks() async {
        let device = SimulatedDevice(status: .notDetermined, user: .answering(card: .accept, prompt: .allow))
        OneSignal.installFresh(over: device.environment)
        SamplePrints.lines = []
        setUpWithDebuggingSample(launchOptions: nil)
        await OneSignal.Notifications.waitUntilIdle()
        #expect(OneSignal.Debug.logLevel == .LL_VERBOSE)
        #expect(device.diagnostics.map(\.code) == ["oneSignal.invalidAppId"])
        #expect(device.promptsShown == 1)
        #expect(SamplePrints.lines == ["User accepted notifications: true"])
    }

    @Test func theFallbackSampleSendsADeniedUserToSettingsAndTheObserverHearsTheReturn() async {
        let device = SimulatedDevice(status: .denied, user: .answering(card: .accept, inSettings: .enable))
        await launch(device)
        let delegate = AppDelegate()
        _ = delegate.application(UIApplication.shared, didFinishLaunchingWithOptions: nil)
        requestPermissionWithFallbackSample()
        await OneSignal.Notifications.waitUntilIdle()
        #expect(device.settingsOpened == 1)
        #expect(device.promptsShown == 0)
        #expect(SamplePrints.lines == ["User accepted notifications: false"])

        await device.returnToForeground()
        await OneSignal.Notifications.waitUntilIdle()
        #expect(OneSignal.Notifications.permission)
        #expect(
            SamplePrints.lines == [
                "User accepted notifications: false", "Device has permission to display notifications",
            ])
    }

    /// On a fresh install the SDK has told nobody yet that the app is authorized: the first observer hears
    /// it when added, then every change until it is removed.
    @Test func theObserverSampleHearsChangesUntilItIsRemoved() async {
        let device = SimulatedDevice(status: .authorized)
        await launch(device)
        let delegate = AppDelegate()
        _ = delegate.application(UIApplication.shared, didFinishLaunchingWithOptions: nil)
        await OneSignal.Notifications.waitUntilIdle()
        #expect(SamplePrints.lines == ["Device has permission to display notifications"])

        device.changeInSettings(to: .denied)
        await device.returnToForeground()
        await OneSignal.Notifications.waitUntilIdle()
        #expect(
            SamplePrints.lines == [
                "Device has permission to display notifications",
                "Device does not have permission to display notifications",
            ])

        delegate.removeObserver()
        SamplePrints.lines = []
        device.changeInSettings(to: .authorized)
        await device.returnToForeground()
        await OneSignal.Notifications.waitUntilIdle()
        #expect(OneSignal.Notifications.permission)
        #expect(SamplePrints.lines.isEmpty)
    }

    @Test(arguments: [
        (AuthorizationStatus.notDetermined, AuthorizationStatus.provisional, 1),
        (.denied, .denied, 0), (.authorized, .authorized, 0),
    ])
    func theProvisionalSampleAsksOnlyAUserNeverAsked(
        status: AuthorizationStatus, after: AuthorizationStatus, requests: Int
    ) async {
        let device = SimulatedDevice(status: status)
        await launch(device)
        registerForProvisionalAuthorizationSample()
        await OneSignal.Notifications.waitUntilIdle()
        #expect(device.requests == requests)
        #expect(device.promptsShown == 0)
        #expect(device.status == after)
        #expect(SamplePrints.lines == ["provisional: true"])
    }
}
