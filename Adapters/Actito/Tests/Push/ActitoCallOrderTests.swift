import ActitoAdapter
import PrimerConformance
import PrimerCore
import PrimerSimulator
import Testing

/// Calls the app makes one after another take effect in that order: the completion forms of enable and
/// disable, called back to back as a settings screen's switch does, with nothing awaited in between.
@Suite @MainActor struct ActitoCallOrderTests {
    @Test(arguments: [AuthorizationStatus.notDetermined, .authorized])
    func aDisableRightAfterAnEnableIsTheLastWord(_ status: AuthorizationStatus) async {
        let device = SimulatedDevice(status: status, user: .answering(card: .accept, prompt: .allow))
        let push = ActitoPush(environment: device.environment)
        let heard = ReportLog<String>()
        push.enableRemoteNotifications { result in heard.append("enable: \((try? result.get()) ?? false)") }
        push.disableRemoteNotifications { _ in heard.append("disable") }
        await device.waitUntilIdle()
        #expect(heard.all == ["enable: true", "disable"])
        #expect(!push.hasRemoteNotificationsEnabled)
        #expect(device.trace.map(\.description).last == "unregister")
    }

    /// And the other way round: an enable right after a disable leaves notifications enabled.
    @Test func anEnableRightAfterADisableIsTheLastWord() async throws {
        let device = SimulatedDevice(status: .authorized)
        let push = ActitoPush(environment: device.environment)
        _ = try await push.enableRemoteNotifications()
        let heard = ReportLog<String>()
        push.disableRemoteNotifications { _ in heard.append("disable") }
        push.enableRemoteNotifications { result in heard.append("enable: \((try? result.get()) ?? false)") }
        await device.waitUntilIdle()
        #expect(heard.all == ["disable", "enable: true"])
        #expect(push.hasRemoteNotificationsEnabled)
    }
}
