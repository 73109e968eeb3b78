import ActitoAdapter
import PrimerCore
import PrimerSimulator
import Testing

@MainActor @Suite struct ActitoForegroundTests {
    @Test func foregroundReportsOnlyChanges() async throws {
        let fixture = ActitoFixture(status: .authorized)
        _ = try await fixture.push.enableRemoteNotifications()
        await fixture.device.returnToForeground()
        fixture.device.changeInSettings(to: .denied)
        await fixture.device.returnToForeground()
        await fixture.device.returnToForeground()
        fixture.device.changeInSettings(to: .provisional)
        await fixture.device.returnToForeground()
        fixture.device.changeInSettings(to: .ephemeral)
        await fixture.device.returnToForeground()
        #expect(
            fixture.log.calls == [
                "didChangeSubscription(token)", "didChangeNotificationSettings(true)",
                "didChangeNotificationSettings(false)", "didChangeNotificationSettings(true)",
                "didChangeNotificationSettings(false)",
            ])
        #expect(fixture.device.promptsShown == 0)
    }

    @Test func nothingIsCheckedBeforeEnabling() async {
        let fixture = ActitoFixture(status: .authorized)
        await fixture.device.returnToForeground()
        #expect(fixture.log.calls.isEmpty)
        #expect(fixture.device.statusReads == 0)
    }

    @Test func aRelaunchedAppKeepsCheckingAndSeesChangesMadeMeanwhile() async throws {
        let fixture = ActitoFixture(status: .authorized)
        _ = try await fixture.push.enableRemoteNotifications()
        fixture.device.changeInSettings(to: .denied)
        let relaunched = fixture.relaunched()
        await fixture.device.returnToForeground()
        #expect(relaunched.log.calls == ["didChangeNotificationSettings(false)"])
        #expect(!relaunched.push.allowedUI)
    }

    @Test func theForegroundObserverGoesAwayWithThePush() {
        let device = SimulatedDevice(status: .authorized)
        var push: ActitoPush? = ActitoPush(environment: device.environment)
        #expect(device.foregroundObservers == 2, "the push's own and the device engine's")
        weak let weakPush = push
        push = nil
        #expect(weakPush == nil)
        #expect(device.foregroundObservers == 1, "only the device engine's own is left")
    }
}
