import PrimerConformance
import PrimerCore
import PrimerLab
import PrimerSimulator
import Testing

/// Every adapter asks iOS for the notification status through the device's engine, so a status read
/// (a round trip to a system daemon on a device) happens at most once per need: once for a suppressed
/// decision, twice for an attempt with a prompt (before and after it), never again in the same
/// foreground, and again after the app returns from Settings.
@Suite struct StatusReadCostTests {
    static let names = AdapterCatalog.standard.names

    private func driver(_ name: String, on device: SimulatedDevice) async throws -> any PrimerDriver {
        try await AdapterCatalog.standard.descriptor(named: name).makeDriver(device.environment)
    }

    @Test(arguments: names)
    func anAttemptWithAPromptReadsTheStatusAtMostTwice(adapter: String) async throws {
        let device = SimulatedDevice(status: .notDetermined, user: .answering(card: .accept, prompt: .allow))
        let driver = try await driver(adapter, on: device)
        let before = device.statusReads
        _ = await driver.presentPrimer()
        #expect(device.promptsShown == 1)
        #expect(device.statusReads - before <= 2, "\(device.statusReads - before) reads")
    }

    @Test(arguments: names)
    func aSuppressedDecisionReadsOnceAndTheNextInTheSameForegroundNever(adapter: String) async throws {
        let device = SimulatedDevice(status: .authorized, user: .answering(card: .accept))
        let driver = try await driver(adapter, on: device)
        let before = device.statusReads
        _ = await driver.presentPrimer()
        let first = device.statusReads - before
        _ = await driver.presentPrimer()
        #expect(device.promptsShown == 0)
        #expect(first <= 1, "\(first) reads for the first decision")
        #expect(device.statusReads - before == first, "the second decision in the same foreground read again")
    }

    /// The user turns notifications off in Settings between two foregrounds: the next attempt behaves
    /// as on a device that was denied all along, so the change was seen.
    @Test(arguments: names)
    func aSettingsChangeBetweenForegroundsIsSeen(adapter: String) async throws {
        let device = SimulatedDevice(status: .authorized, user: ScriptedUser(cardAnswers: [.accept, .accept]))
        let driver = try await driver(adapter, on: device)
        _ = await driver.presentPrimer()
        device.changeInSettings(to: .denied)
        await device.returnToForeground()
        let afterChange = await driver.presentPrimer()

        let deniedAllAlong = SimulatedDevice(status: .denied, user: ScriptedUser(cardAnswers: [.accept]))
        let expected = try await self.driver(adapter, on: deniedAllAlong).presentPrimer()
        #expect(afterChange.result == expected.result)
        #expect(device.settingsOpened == deniedAllAlong.settingsOpened)
    }
}
