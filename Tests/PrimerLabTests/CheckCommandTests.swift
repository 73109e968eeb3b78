import Foundation
import PrimerConformance
import PrimerLab
import Testing

/// `primer-lab check`: the conformance suite's report, exit codes and the terminal-only progress line.
@Suite struct CheckCommandTests {
    @Test func conformingAdaptersExitZeroWithTheirReport() async {
        let run = await LabRun.run(["check"])
        #expect(run.code == 0)
        #expect(run.output.contains("Reference: "))
        #expect(run.output.contains("  PASS promise.throttleSurvivesRelaunch\n"))
        #expect(run.output.contains("  SKIP push.eventsDelivered: Reference does not claim pushEvents\n"))
        #expect(run.output.contains("Suppressor: "))
        #expect(run.lines.last == "All 2 adapters conform (exploration depth 6).")
        #expect(run.error.isEmpty, "no progress line off a terminal")
    }

    @Test func aBrokenAdapterFailsWithExitCodeOneAndSaysWhere() async throws {
        let catalog = AdapterCatalog([.reference, LabHarness.amnesiac])
        let run = await LabRun.run(["check", "Amnesiac", "reference", "--explore-depth", "2"], catalog: catalog)
        #expect(run.code == 1)
        let amnesiac = try #require(run.output.components(separatedBy: "\n\n").first)
        #expect(amnesiac.hasPrefix("Amnesiac: "))
        #expect(amnesiac.contains("  FAIL promise.throttleSurvivesRelaunch\n    "))
        #expect(run.output.contains("depth 2: "))
        #expect(run.lines.last == "1 of 2 adapters fail: Amnesiac.")
    }

    @Test func aTerminalSeesOneRedrawnProgressLine() async {
        let run = await LabRun.run(["check", "Reference"], terminal: true)
        #expect(run.code == 0)
        #expect(run.error.hasPrefix("\r\u{1B}[2Kcheck [1/1] Reference: 1/"))
        #expect(run.error.contains(" promise.noPromptWithoutAccept"))
        #expect(!run.error.contains("\n"))
        #expect(run.error.hasSuffix("\r\u{1B}[2K"))
    }
}
