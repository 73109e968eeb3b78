import PrimerConformance
import PrimerCore
import PrimerSimulator

/// The matrix as one self-contained HTML page (no external assets, no scripts): a colour-coded grid
/// grouped by starting status, with a toggle that keeps only the scenarios where adapters differ, and
/// every cell's full observation one click away.
struct MatrixHTML {
    let matrix: BehaviourMatrix

    func render() -> String {
        let divergent = Set(matrix.divergentRows)
        var body: [String] = []
        body.append("<h1>How push primers behave</h1>")
        body.append(
            "<p class=lede>\(matrix.scenarios.count) scenarios × \(matrix.adapters.count) adapters, every cell "
                + "observed by driving the adapter on a fresh simulated iPhone. Adapters differ in "
                + "<strong>\(divergent.count)</strong> scenarios.</p>")
        body.append(
            "<ul class=pairs>" + PairDifference.all(in: matrix).map { "<li>\(Self.escape($0.sentence))</li>" }.joined()
                + "</ul>")
        body.append(legend)
        body.append("<input type=checkbox id=only><label for=only>Show only scenarios where adapters differ</label>")
        body.append(
            "<table><thead><tr><th>#</th><th>Scenario</th>"
                + matrix.adapters.map { "<th title=\"\(Self.escape($0.summary))\">\(Self.escape($0.adapter))</th>" }
                .joined()
                + "</tr></thead>")
        var group: String?
        for (row, scenario) in matrix.scenarios.enumerated() {
            let section = Self.section(of: scenario)
            if section != group {
                if group != nil { body.append("</tbody>") }
                body.append(
                    "<tbody><tr class=group><th colspan=\(matrix.adapters.count + 2)>\(Self.escape(section))</th></tr>")
                group = section
            }
            let same = divergent.contains(row) ? " class=differs" : " class=same"
            body.append(
                "<tr\(same)><td class=n>\(row + 1)</td><td class=scenario>\(Self.escape(scenario.title))</td>"
                    + matrix.cells[row].map(Self.cell).joined() + "</tr>")
        }
        if group != nil { body.append("</tbody>") }
        body.append("</table>")
        body.append(profiles)
        return """
            <!doctype html>
            <html lang=en><head><meta charset=utf-8><meta name=viewport content="width=device-width, initial-scale=1">
            <title>primer-lab matrix</title>
            <style>\(Self.style)</style></head>
            <body>
            \(body.joined(separator: "\n"))
            </body></html>
            """
    }

    private var legend: String {
        let outcomes = PrimerResultStyle.all.map { "<span class=\"pill \($0.css)\">\($0.label)</span>" }.joined(
            separator: " ")
        return "<p class=legend>\(outcomes) &nbsp; Icons: <b>▭</b> card shown, <b>⚠</b> system prompt "
            + "(✓ Allow, ✗ Don't Allow), <b>⚙</b> Settings opened, <b>⇡</b> APNs registration, <b>●</b> state written "
            + "to disk. An amber edge marks scenarios where adapters differ. Open a cell for the adapter's own words, its events and what it stored.</p>"
    }

    private var profiles: String {
        matrix.adapters.map { profile in
            "<section class=profile><h2>\(Self.escape(profile.adapter))</h2><p>\(Self.escape(profile.summary))</p>"
                + "<p class=caps>Capabilities: \(Self.escape(profile.capabilities.names.joined(separator: ", ")))</p></section>"
        }.joined(separator: "\n")
    }

    private static func section(of scenario: Scenario) -> String {
        if scenario.fault != .none { return "When the system fails" }
        if scenario.aftermath != .none { return "Settings round-trips" }
        if scenario.history.relaunches { return "Across a relaunch" }
        return "Starting \(scenario.start)"
    }

    private static func cell(_ cell: CellObservation) -> String {
        let style = PrimerResultStyle.of(cell.result)
        var icons = ""
        if cell.cardShown { icons += "<b title=\"card shown\">▭</b>" }
        if cell.cardless { icons += "<b title=\"no card: the app asked\">a</b>" }
        if let prompt = cell.prompt {
            icons += "<b title=\"system prompt\">⚠\(prompt == .allow ? "✓" : "✗")</b>"
        } else if cell.requests > 0 {
            icons += "<b title=\"request answered without a prompt\">⚠·</b>"
        }
        if cell.settingsOpened {
            let page = cell.settingsDestination == .appSettings ? "the app's page" : "notification settings"
            icons += "<b title=\"Settings opened: \(page)\">⚙</b>"
        }
        if cell.registered { icons += "<b title=\"APNs registration\">⇡</b>" }
        if !cell.persisted.isEmpty { icons += "<b title=\"state written to disk\">●</b>" }
        let details = [
            "<dt>App hears</dt><dd><code>\(escape(cell.vendorOutcome))</code></dd>",
            "<dt>Events</dt><dd>\(escape(cell.events.map(\.rawValue).joined(separator: " → ")).ifEmpty("none"))</dd>",
            "<dt>Reports</dt><dd>\(escape(cell.reports.joined(separator: "; ")).ifEmpty("none"))</dd>",
            "<dt>Stored</dt><dd>\(escape(cell.persisted.map(\.description).joined(separator: ", ")).ifEmpty("nothing"))</dd>",
            "<dt>System</dt><dd>\(escape(cell.trace.joined(separator: ", ")).ifEmpty("no calls"))</dd>",
            "<dt>Ends</dt><dd>\(cell.endStatus)</dd>",
        ]
        return "<td class=\"cell \(style.css)\"><details><summary><span class=out>\(style.label)</span>"
            + "<span class=icons>\(icons)</span></summary><dl>\(details.joined())</dl></details></td>"
    }

    /// Escapes text for HTML content and attribute values.
    static func escape(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            default: result.append(character)
            }
        }
        return result
    }

    private static let style = """
        :root{--ink:#1d2330;--muted:#6b7385;--line:#e3e6ee;--bg:#f7f8fb}
        *{box-sizing:border-box}body{font:14px/1.45 -apple-system,system-ui,"Segoe UI",sans-serif;color:var(--ink);\
        background:var(--bg);margin:0;padding:24px 32px}
        h1{font-size:24px;margin:0 0 4px}.lede{color:var(--muted);margin:0 0 12px}.legend{font-size:13px;color:var(--muted)}
        table{border-collapse:separate;border-spacing:0;background:#fff;border:1px solid var(--line);border-radius:10px;\
        margin-top:12px;width:100%}
        thead th{position:sticky;top:0;background:#fff;z-index:1;text-align:left;padding:10px 8px;\
        border-bottom:2px solid var(--line)}
        tr.group th{background:var(--bg);text-align:left;padding:14px 8px 6px;font-size:12px;text-transform:uppercase;\
        letter-spacing:.06em;color:var(--muted)}
        td{padding:4px 6px;border-bottom:1px solid var(--line);vertical-align:top}td.n{color:var(--muted);width:2em}
        td.scenario{min-width:18em}tr.differs td.scenario{box-shadow:inset 3px 0 #e0a100}
        .cell summary{cursor:pointer;list-style:none;display:flex;justify-content:space-between;gap:6px;padding:3px 6px;\
        border-radius:6px}
        .cell summary::-webkit-details-marker{display:none}.icons b{font-weight:400;margin-left:3px}
        .cell dl{margin:6px 0 2px;font-size:12px}.cell dt{color:var(--muted)}.cell dd{margin:0 0 4px;word-break:break-word}
        .pill{padding:2px 8px;border-radius:10px}
        .granted summary,.pill.granted{background:#dff5e3}.denied summary,.pill.denied{background:#fde2e1}
        .failed summary,.pill.failed{background:#f9c9c6}.suppressed summary,.pill.suppressed{background:#eceef3}
        .later summary,.pill.later{background:#fff2cc}.dismissed summary,.pill.dismissed{background:#fbe9d2}
        .settings summary,.pill.settings{background:#dde9fb}
        #only:checked~table tr.same{display:none}#only{margin-right:6px}
        .profile{background:#fff;border:1px solid var(--line);border-radius:10px;padding:4px 16px;margin-top:14px}
        .profile h2{font-size:16px}.caps{color:var(--muted);font-size:13px}
        """
}

/// The colour and label of each outcome in the HTML page.
private struct PrimerResultStyle {
    let css: String
    let label: String

    static let all: [PrimerResultStyle] = [
        .init(css: "granted", label: "granted"), .init(css: "denied", label: "denied"),
        .init(css: "settings", label: "to Settings"), .init(css: "later", label: "later"),
        .init(css: "dismissed", label: "dismissed"), .init(css: "suppressed", label: "suppressed"),
        .init(css: "failed", label: "failed"),
    ]

    static func of(_ result: PrimerResult) -> PrimerResultStyle {
        switch result {
        case .granted: all[0]
        case .denied: all[1]
        case .redirectedToSettings: all[2]
        case .later: all[3]
        case .dismissed: all[4]
        case .suppressed: all[5]
        case .failed: all[6]
        }
    }
}
