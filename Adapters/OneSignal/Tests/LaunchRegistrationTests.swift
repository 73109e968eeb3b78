import PrimerCore
import PrimerSimulator
import Testing

@testable import OneSignalAdapter

/// The vendor's SDK registers for a push token at every start when the user has accepted notifications
/// (authorized or ephemeral; provisional, denied and never asked are not registered until a request).
@Suite struct LaunchRegistrationTests {
    @Test(arguments: [
        (AuthorizationStatus.authorized, true),
        (.ephemeral, true),
        (.provisional, false),
        (.denied, false),
        (.notDetermined, false),
    ])
    func everyLaunchRegistersAUserWhoAccepted(status: AuthorizationStatus, registers: Bool) async {
        let device = SimulatedDevice(status: status)
        for launch in 1...2 {
            let notifications = OSNotifications(environment: device.environment)
            await notifications.start()
            await notifications.waitUntilIdle()
            #expect(device.registrations == (registers ? launch : 0))
            #expect((notifications.pushSubscription.token != nil) == registers)
            await notifications.stop()
            device.relaunch()
        }
        #expect(device.promptsShown == 0)
    }
}
