import Foundation
import PrimerConformance
import PrimerCore
import PrimerLab
import Testing

/// `primer-lab matrix` in every format, asserting on the observed content.
@Suite struct MatrixCommandTests {
    @Test func theTableFitsAHundredColumnsAndShowsObservedDifferences() async throws {
        let run = await LabRun.run(["matrix"])
        #expect(run.code == 0)
        #expect(run.lines.allSatisfy { $0.count <= 100 }, "\(run.lines.filter { $0.count > 100 })")
        let header = try #require(run.lines.first)
        #expect(header.contains("Reference") && header.contains("Suppressor"))
        // Denied user accepts: the reference adapter sends them to Settings and stamps its cooldown;
        // the suppressor never shows the card and stores nothing.
        let denied = try #require(run.lines.first { $0.hasPrefix("13~ den - acc ") })
        #expect(denied.hasSuffix("C.S. SETT* .... SUPP"))
        // Same answer for both where the status already allows delivery.
        let authorized = try #require(run.lines.first { $0.contains(" auth - acc ") })
        #expect(authorized.contains(" auth - acc") && !authorized.contains("~"))
        #expect(run.output.contains("GRNT granted"))
        #expect(run.output.contains("Rows: START HISTORY CARD"))
    }

    @Test func markdownNamesEventsAndStoredKeys() async {
        let run = await LabRun.run(["matrix", "--format", "markdown", "--adapters", "reference"])
        #expect(run.code == 0)
        #expect(run.lines.first == "| # | Scenario | Reference |")
        #expect(
            run.output.contains(
                "| 13 | denied · first attempt · card: accept | card, Settings opened → "
                    + "**redirectedToSettings** (`redirectedToSettings`)<br>events: displayed, allow_tapped, "
                    + "redirected_to_settings<br>stores `reference.lastShown=now` |"))
    }

    @Test func jsonFollowsTheVersionedSchema() async throws {
        let run = await LabRun.run(["matrix", "--format", "json"])
        #expect(run.code == 0)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
        #expect(document["schema"] as? String == "primer-lab.matrix")
        #expect(document["schemaVersion"] as? Int == 1)
        let adapters = try #require(document["adapters"] as? [[String: Any]])
        #expect(adapters.compactMap { $0["name"] as? String } == ["Reference", "Suppressor"])
        let scenarios = try #require(document["scenarios"] as? [[String: Any]])
        #expect(scenarios.count == Scenario.all.count)
        let denied = try #require(scenarios.first { $0["id"] as? String == "denied/none/accept/-/none/none" })
        #expect(denied["adaptersDiffer"] as? Bool == true)
        let cells = try #require(denied["cells"] as? [[String: Any]])
        #expect(cells.compactMap { $0["result"] as? String } == ["redirectedToSettings", "suppressed"])
        #expect(
            cells[0]["events"] as? [String] == [
                "in_app.displayed", "push_primer.allow_tapped",
                "push_primer.redirected_to_settings",
            ])
        #expect(cells[1]["persisted"] as? [Any] != nil && (cells[1]["persisted"] as? [Any])?.isEmpty == true)
        #expect(cells[0]["prompt"] is NSNull)
    }

    @Test func csvHasOneLinePerScenarioAndAdapter() async throws {
        let run = await LabRun.run(["matrix", "--format", "csv"])
        let lines = run.output.components(separatedBy: "\r\n").filter { !$0.isEmpty }
        #expect(lines.count == Scenario.all.count * 2 + 1)
        #expect(lines[0].hasPrefix("scenario_id,scenario,adapter,card_shown,prompt"))
        let row = try #require(
            lines.first { $0.hasPrefix("denied/none/accept/-/none/none,") && $0.contains(",Suppressor,") })
        #expect(row.contains(",false,,0,false,0,suppressed,suppressed,push_primer.suppressed,"))
    }

    @Test func htmlIsOneSelfContainedPageWrittenToTheOutputFile() async throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("lab-\(UUID().uuidString).html").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let run = await LabRun.run(["matrix", "--format=html", "--output", path])
        #expect(run.code == 0)
        #expect(run.output.isEmpty)
        #expect(run.error == "wrote \(path)\n")
        let page = try String(contentsOfFile: path, encoding: .utf8)
        #expect(page.hasPrefix("<!doctype html>"))
        #expect(page.hasSuffix("</html>\n"))
        #expect(!page.contains("src=") && !page.contains("<link") && !page.contains("<script"))
        #expect(
            page.contains(
                "<th title=\"The core engine with no vendor rules on top: the yardstick every check passes.\">Reference</th>"
            ))
        #expect(page.contains("Adapters differ in <strong>"))
        #expect(
            page.contains(
                "<tr class=differs><td class=n>13</td><td class=scenario>denied · first attempt · card: accept</td>"))
    }

    @Test func anUnwritableOutputFileIsExitCodeOne() async {
        let run = await LabRun.run(["matrix", "--output", "/nonexistent-dir/matrix.txt"])
        #expect(run.code == 1)
        #expect(run.error.contains("cannot write output file '/nonexistent-dir/matrix.txt'"))
    }

    @Test func adaptersAreColumnsInTheOrderAsked() async throws {
        let run = await LabRun.run(["matrix", "--adapters", "suppressor, REFERENCE"])
        let header = try #require(run.lines.first)
        let suppressor = try #require(header.range(of: "Suppressor"))
        let reference = try #require(header.range(of: "Reference"))
        #expect(suppressor.lowerBound < reference.lowerBound)
    }
}

/// Many adapters with long names still fit a 100-column terminal: the table splits into blocks.
@Suite struct MatrixTableWidthTests {
    @Test func tooManyColumnsSplitIntoBlocksThatEachFit() async throws {
        let names = [
            "AlphaVendorAdapter", "BetaVendor", "GammaVendorAdapter", "Delta", "EpsilonVendorAdapter",
            "Zeta", "EtaVendorAdapter",
        ]
        let descriptors = names.map { name -> AdapterDescriptor in
            var descriptor = AdapterDescriptor.reference
            descriptor.profile.adapter = name
            return descriptor
        }
        let run = await LabRun.run(["matrix"], catalog: AdapterCatalog(descriptors))
        #expect(run.code == 0)
        #expect(run.lines.allSatisfy { $0.count <= 100 }, "\(run.lines.filter { $0.count > 100 })")
        let headers = run.lines.filter { $0.hasPrefix("#    scenario") }
        #expect(headers.count == 2)
        for name in names { #expect(headers.contains { $0.contains(String(name.prefix(14))) }, "\(name)") }
        #expect(run.lines.filter { $0.hasPrefix("13  den - acc ") }.count == 2)
    }
}
