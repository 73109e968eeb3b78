import Foundation
import PrimerConformance
import PrimerCore
import PrimerSimulator

/// The matrix as a GitHub-flavoured markdown table: a row per scenario, a column per adapter, each cell
/// the observed actions, the answer the app got (in the vendor's words) and the canonical events.
struct MatrixMarkdown {
    let matrix: BehaviourMatrix

    func render() -> String {
        let divergent = Set(matrix.divergentRows)
        var lines = [
            "| # | Scenario | " + matrix.adapters.map(\.adapter).joined(separator: " | ") + " |",
            "|---|---|" + String(repeating: "---|", count: matrix.adapters.count),
        ]
        for (row, scenario) in matrix.scenarios.enumerated() {
            let title = divergent.contains(row) ? "**\(scenario.title)**" : scenario.title
            let cells = matrix.cells[row].map(Self.cell)
            lines.append("| \(row + 1) | \(Self.escape(title)) | " + cells.joined(separator: " | ") + " |")
        }
        lines += [
            "",
            "Bold scenarios are the \(divergent.count) of \(matrix.scenarios.count) where adapters differ. "
                + "Each cell: what the user and the system saw → the answer the app got (the adapter's own "
                + "word in backticks); the canonical events in order; what was written to disk.",
            "",
            "Per pair of columns:",
        ]
        lines += PairDifference.all(in: matrix).map { "- \(Self.escape($0.sentence))" }
        return lines.joined(separator: "\n")
    }

    private static func cell(_ cell: CellObservation) -> String {
        let done = cell.actions.isEmpty ? "nothing shown" : cell.actions.joined(separator: ", ")
        var text =
            "\(done) → **\(cell.result.rawValue)** (`\(escape(cell.vendorOutcome))`)<br>events: \(cell.shortEvents)"
        if !cell.persisted.isEmpty {
            text += "<br>stores `\(escape(cell.persisted.map(\.description).joined(separator: ", ")))`"
        }
        return text
    }

    /// Escapes the characters that would break a table cell.
    static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "|", with: "\\|").replacingOccurrences(of: "\n", with: " ")
    }
}
