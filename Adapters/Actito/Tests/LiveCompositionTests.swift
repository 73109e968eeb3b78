import ActitoAdapter
import PrimerCore
import PrimerSimulator
import Testing

/// What `Actito.shared` runs over on an iPhone with no set-up but the vendor's: the platform default the
/// core composes on iOS, the simulated device standing in for UIKit (Actito shows no card: the system
/// prompt, then the token).
@MainActor @Suite struct LiveCompositionTests {
    @Test func enablingRemoteNotificationsAsksTheSystemWithNoSetUpButTheVendors() async throws {
        let device = SimulatedDevice(user: ScriptedUser(promptAnswers: [.allow]))
        let granted = try await PrimerPlatform.withEnvironment(device.platformDefault()) {
            @MainActor @Sendable () async throws in
            try await Actito.shared.push().enableRemoteNotifications()
        }
        #expect(granted)
        #expect(device.promptsShown == 1)
        #expect(device.status == .authorized)
    }
}
