import Foundation
@_spi(AdapterAuthoring) import PrimerCore
import PrimerSimulator
import Testing

/// Promise 4 with the store an app ships: the throttle stamp in a ``FileStore`` survives a relaunch
/// (a new store instance and a new engine over the same file), and a damaged file never locks a user out.
@Suite struct EnginePersistenceTests {
    let policy = PrimerPolicy(throttle: EngineFixture.cooldown)
    let fixture = StoreKind.file.fixture()

    /// A fresh process: a new file store and a new engine over the device.
    func launch(_ device: SimulatedDevice) -> SoftAsk {
        let store = FileStore(url: fixture.fileURL, diagnostics: device.environment.diagnostics)
        return SoftAsk(policy: policy, environment: device.environment.with(store: store))
    }

    @Test func theCooldownSurvivesRelaunchInTheFileStore() async {
        defer { fixture.cleanUp() }
        let device = SimulatedDevice(user: ScriptedUser(cardAnswers: [.later, .accept]))
        #expect(await launch(device).run(EngineFixture.card).result == .later)
        device.relaunch()
        device.clock.advance(days: 6)
        #expect(await launch(device).run(EngineFixture.card).suppression == .throttled)
        device.relaunch()
        device.clock.advance(days: 1)
        #expect(await launch(device).run(EngineFixture.card).result == .granted)
        #expect(device.promptsShown == 1)
    }

    @Test(arguments: [0, 10])
    func aTornStoreFileReadsAsNoStampAndIsRepaired(keptBytes: Int) async throws {
        defer { fixture.cleanUp() }
        let device = SimulatedDevice(user: .answering(card: .later))
        _ = await launch(device).run(EngineFixture.card)
        let whole = try Data(contentsOf: fixture.fileURL)
        try whole.prefix(keptBytes).write(to: fixture.fileURL)
        device.relaunch()
        #expect(await launch(device).run(EngineFixture.card).result == .later, "not locked out")
        #expect(device.diagnostics.map(\.code).contains("store.unreadableFile"))
        #expect(
            FileStore(url: fixture.fileURL).value(forKey: EngineFixture.cooldown.storageKey) != nil,
            "the new stamp made the file whole again")
    }
}
