import ActiveReachAdapter
import PrimerSimulator
import Testing

@_spi(AdapterAuthoring) @testable import PrimerCore

/// What one Allow tap on a displayed card costs: one entry into the device's engine (the answer ends
/// the card in the same entry, and a status read runs inside the entry that needs it) and one status
/// read, after the request. A move is one unstructured task, spawned through the environment (so the
/// device's idle covers it), and a read one more (the read's worker, structured), so the tap starts two.
@Suite struct AllowTapCostTests {
    enum TapForm: String, CaseIterable, Sendable { case fireAndForget, awaited }

    @Test(arguments: TapForm.allCases)
    func oneAllowTapIsOneEngineEntryAndOneStatusRead(form: TapForm) async {
        let fixture = PrimerFixture(user: .answering(card: .accept, prompt: .allow))
        let primer = fixture.primer()
        let engine = fixture.device.environment.engine
        await primer.displayedAsync(config: PrimerFixture.config)
        let (entriesBefore, readsBefore) = (engine.entries.withLock { $0 }, fixture.device.statusReads)
        let spawnedBefore = fixture.device.spawnedTasks

        switch form {
        case .fireAndForget:
            primer.allowTapped(config: PrimerFixture.config)
            await primer.waitUntilIdle()
        case .awaited:
            await primer.allowTappedAsync(config: PrimerFixture.config)
        }

        #expect(engine.entries.withLock { $0 } - entriesBefore == 1)
        #expect(fixture.device.statusReads - readsBefore == 1)
        #expect(fixture.device.spawnedTasks - spawnedBefore == 1)
        #expect(
            fixture.takeNames() == ["in_app.displayed", "push_primer.allow_tapped", "push_primer.permission_granted"])
    }
}
