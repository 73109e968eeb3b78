import OneSignalAdapter
import PrimerConformance
import PrimerCore
import PrimerSimulator
import Testing

/// `OneSignal.User.pushSubscription` over a simulated device, run through the vendor's samples and
/// static API: part of the serialized `SeedSampleTests` suite, since the samples share the vendor's
/// process-wide statics (the platform's OneSignal state).
extension SeedSampleTests {
    private func launchObserving(_ device: SimulatedDevice) async -> PushSubscriptionAppDelegate {
        OneSignal.installFresh(over: device.environment)
        OneSignal.initialize("4c2d3e1a-9b8f-4c6d-8e7f-0a1b2c3d4e5f", withLaunchOptions: nil)
        await OneSignal.Notifications.waitUntilIdle()
        let delegate = PushSubscriptionAppDelegate()
        _ = delegate.application(UIApplication.shared, didFinishLaunchingWithOptions: nil)
        SamplePrints.lines = []
        return delegate
    }

    @Test func optInAsksAUserNeverAskedOnceAndObserversHearTheOptInThenTheToken() async throws {
        let device = SimulatedDevice(status: .notDetermined, user: .answering(card: .accept, prompt: .allow))
        let delegate = await launchObserving(device)
        #expect(pushSubscriptionTableSample() == (nil, nil, false))
        optInSample()
        optInSample()
        await OneSignal.Notifications.waitUntilIdle()
        #expect(device.promptsShown == 1)
        let token = try #require(OneSignal.User.pushSubscription.token)
        #expect(pushSubscriptionTableSample() == (nil, token, true))
        #expect(
            delegate.heard.map { "\(describe($0.previous)) -> \(describe($0.current))" } == [
                "id nil, token nil, optedIn false -> id nil, token nil, optedIn true",
                "id nil, token nil, optedIn true -> id nil, token \(token), optedIn true",
            ])
    }

    private func describe(_ state: OSPushSubscriptionState) -> String {
        "id \(state.id ?? "nil"), token \(state.token ?? "nil"), optedIn \(state.optedIn)"
    }

    @Test func optOutIsKeptAcrossARelaunchAndOptInUndoesItWithoutAPrompt() async {
        let device = SimulatedDevice(status: .authorized)
        let delegate = await launchObserving(device)
        #expect(OneSignal.User.pushSubscription.optedIn)
        optOutSample()
        await OneSignal.Notifications.waitUntilIdle()
        #expect(!OneSignal.User.pushSubscription.optedIn)
        #expect(delegate.heard.last?.current.optedIn == false)

        device.relaunch()
        _ = await launchObserving(device)
        #expect(!OneSignal.User.pushSubscription.optedIn)
        optInSample()
        await OneSignal.Notifications.waitUntilIdle()
        #expect(OneSignal.User.pushSubscription.optedIn)
        #expect(device.promptsShown == 0)
    }

    @Test func aDeniedUserIsOfferedSettingsAndNeverASecondPrompt() async {
        let device = SimulatedDevice(status: .denied, user: .answering(card: .accept, inSettings: .leave))
        _ = await launchObserving(device)
        optInSample()
        await OneSignal.Notifications.waitUntilIdle()
        #expect(device.promptsShown == 0)
        #expect(device.settingsOpened == 1)
        #expect(!OneSignal.User.pushSubscription.optedIn)
    }

    @Test func aSettingsChangeReachesTheObserversOnTheNextForeground() async {
        let device = SimulatedDevice(status: .authorized)
        let delegate = await launchObserving(device)
        device.changeInSettings(to: .denied)
        await device.returnToForeground()
        await OneSignal.Notifications.waitUntilIdle()
        #expect(delegate.heard.map(\.current.optedIn) == [false])
    }

    /// The example app's wrapper: a non-isolated class forwarding its own plain completion, called on the
    /// main queue as the vendor documents.
    @Test func aPlainCompletionFromANonIsolatedClassRunsOnTheMainQueue() async {
        let device = SimulatedDevice(status: .notDetermined, user: .answering(card: .accept, prompt: .allow))
        _ = await launchObserving(device)
        let heard = ReportLog<String>()
        let manager = NotificationPermissionManager()
        manager.requestPermission { heard.append("\($0) main:\(MainQueueProbe.isOnMainQueue)") }
        manager.requestPermissionForwardingTheBlock { heard.append("\($0) main:\(MainQueueProbe.isOnMainQueue)") }
        await OneSignal.Notifications.waitUntilIdle()
        #expect(heard.all == ["true main:true", "true main:true"])
        #expect(device.promptsShown == 1)
    }
}
