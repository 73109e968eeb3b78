import Foundation
import PrimerLab
import Testing

/// `diff` and `events` as JSON and to a file, like `matrix`.
@Suite struct ReportFormatTests {
    private func json(_ run: LabRun) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
    }

    @Test func diffAsJSONCarriesTheChecklist() async throws {
        let run = await LabRun.run(["diff", "Reference", "Suppressor", "--format", "json"])
        #expect(run.code == 0)
        let document = try json(run)
        #expect(document["schema"] as? String == "primer-lab.diff")
        #expect(document["schemaVersion"] as? Int == 1)
        #expect(document["from"] as? String == "Reference")
        #expect(document["to"] as? String == "Suppressor")
        #expect(document["scenarioCount"] as? Int == Scenario.all.count)
        let changes = try #require(document["changes"] as? [[String: Any]])
        let denied = try #require(changes.first { $0["title"] as? String == "denied · first attempt · card: accept" })
        #expect(denied["noticeable"] as? Bool == true)
        #expect(denied["after"] as? String == "nothing shown → suppressed (suppressed)")
        #expect((denied["consequences"] as? [String])?.contains("Users no longer see the primer card.") == true)
        let quirks = try #require(document["quirks"] as? [String: [[String: String]]])
        #expect(quirks["Suppressor"]?.first?["shipping"] == "shown a dead-end card")
        #expect(quirks["Reference"]?.isEmpty == true)
        let events = try #require(document["events"] as? [[String: Any]])
        #expect(events.contains { $0["event"] as? String == "push_primer.registered" && $0["after"] is NSNull })
    }

    @Test func eventsAsJSONHasEveryCanonicalEvent() async throws {
        let run = await LabRun.run(["events", "reference", "--format=JSON"])
        #expect(run.code == 0)
        let document = try json(run)
        #expect(document["schema"] as? String == "primer-lab.events")
        #expect(document["adapter"] as? String == "Reference")
        let events = try #require(document["events"] as? [[String: Any]])
        #expect(events.count == 11)
        let returned = try #require(events.first { $0["event"] as? String == "push_primer.settings_returned" })
        #expect(returned["observedIn"] as? Int == 2)
        #expect(returned["declared"] as? String == "push_primer.settings_returned")
        #expect((document["mismatches"] as? [String])?.isEmpty == true)
    }

    @Test(arguments: [["diff", "Reference", "Suppressor"], ["events", "Suppressor"]])
    func aReportGoesToTheOutputFileAsText(_ command: [String]) async throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("primer-lab-\(UUID().uuidString).txt")
            .path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let run = await LabRun.run(command + ["--output", path])
        #expect(run.code == 0)
        #expect(run.output.isEmpty)
        #expect(run.error == "wrote \(path)\n")
        let printed = await LabRun.run(command)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == printed.output)
    }
}
