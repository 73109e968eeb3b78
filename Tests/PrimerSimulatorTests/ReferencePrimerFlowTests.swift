import PrimerConformance
import PrimerCore
import PrimerSimulator
import Testing

/// The whole flow, end to end, with the simplest adapter over the engine: what an app sees over a week
/// of a user's life.
@Suite struct ReferencePrimerFlowTests {
    @Test func laterThenCooldownThenRelaunchThenAccept() async {
        let device = SimulatedDevice(user: ScriptedUser(cardAnswers: [.later, .accept]))
        let first = ReferencePrimer(environment: device.environment)
        #expect(await first.present().result == .later)

        device.clock.advance(days: 3)
        #expect(await first.present().suppression == .throttled)

        device.relaunch()
        device.clock.advance(days: 4)
        let second = ReferencePrimer(environment: device.environment)
        let outcome = await second.present()

        #expect(outcome.result == .granted)
        #expect(outcome.registration != nil)
        #expect(first.events().map(\.name) == [.displayed, .laterTapped, .suppressed])
        #expect(second.events().map(\.name) == [.displayed, .allowTapped, .permissionGranted, .registered])
        #expect(
            device.trace.map(\.description) == [
                "card(reference)", "relaunch", "card(reference)", "request(badge,sound,alert)", "prompt(allow)",
                "register",
            ])
    }

    @Test func deniedUserGoesToSettingsAndComesBackAuthorized() async {
        let device = SimulatedDevice(status: .denied, user: .answering(card: .accept, inSettings: .enable))
        let primer = ReferencePrimer(environment: device.environment)
        #expect(await primer.present().result == .redirectedToSettings)
        await device.returnToForeground()
        #expect(
            primer.events().map(\.name) == [
                .displayed, .allowTapped, .redirectedToSettings, .settingsReturned, .registered,
            ])
        #expect(device.trace.map(\.description) == ["card(reference)", "settings", "foreground", "register"])
    }

    @Test func theReferenceDriverReportsThroughTheUniformProtocol() async {
        let device = SimulatedDevice(user: .answering(card: .dismiss))
        let driver = await ReferenceProfile.descriptor().makeDriver(device.environment)
        let attempt = await driver.presentPrimer()
        #expect(attempt.result == .dismissed)
        #expect(await driver.takeReports().compactMap(\.event) == [.displayed, .dismissed])
        #expect(await driver.takeReports().isEmpty)
    }
}
