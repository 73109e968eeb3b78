import PrimerConformanceTesting
@_spi(AdapterAuthoring) import PrimerCore
import PrimerSimulator
import Testing

@testable import PrimerConformance

/// The full cross product the suite's rotation spreads over the adapters (see `DiskChoice.rotating`):
/// every check, the exploration included, on every store an app can ship with, for the test adapter
/// that claims every capability.
@Suite struct EveryStoreTests {
    @Test(arguments: DiskKind.allCases)
    func everyCheckPassesOnEveryStore(kind: DiskKind) async {
        let report = await ConformanceSuite(descriptor: TestPrimer.correct, disks: .only(kind)).run()
        report.record()
        #expect(report.passed, "\(kind): \(report)")
        #expect(report.skippedChecks.isEmpty)
    }

    /// The rotation puts each adapter's checks on every store, and gives the same store on every run.
    @Test func theRotationMeetsEveryStoreAndRepeats() {
        for adapter in ["Reference", "ActiveReach", "Pushwoosh"] {
            let kinds = ConformanceCheck.allCases.map { DiskChoice.rotating.kind(for: $0, adapter: adapter) }
            #expect(Set(kinds) == Set(DiskKind.allCases), "\(adapter)")
            #expect(kinds == ConformanceCheck.allCases.map { DiskChoice.rotating.kind(for: $0, adapter: adapter) })
        }
    }
}
