import PrimerConformance
import PrimerCore
import PrimerSimulator

/// The matrix as a plain-text table that fits `width` columns: abbreviated rows and cells, a legend,
/// and the adapters split into blocks when they do not fit side by side.
struct MatrixTable {
    let matrix: BehaviourMatrix
    var width = 100

    func render() -> String {
        let labelWidth = max(matrix.scenarios.map(\.code.count).max() ?? 0, 8) + 5
        let columnWidths = matrix.adapters.map { max(10, min($0.adapter.count, 14)) }
        var blocks: [[Int]] = [[]]
        var used = labelWidth
        for (column, columnWidth) in columnWidths.enumerated() {
            if used + columnWidth + 1 > width, !(blocks.last?.isEmpty ?? true) {
                blocks.append([])
                used = labelWidth
            }
            blocks[blocks.count - 1].append(column)
            used += columnWidth + 1
        }
        let divergent = Set(matrix.divergentRows)
        var lines: [String] = []
        for block in blocks where !block.isEmpty {
            let header =
                "#    scenario".padded(to: labelWidth)
                + block.map { column in
                    " "
                        + String(matrix.adapters[column].adapter.prefix(columnWidths[column])).padded(
                            to: columnWidths[column])
                }.joined()
            lines += [header, String(repeating: "-", count: header.count)]
            for (row, scenario) in matrix.scenarios.enumerated() {
                let label = "\(String(row + 1).padded(to: 2))\(mark(row, divergent)) \(scenario.code)".padded(
                    to: labelWidth)
                lines.append(
                    label
                        + block.map { column in
                            " " + matrix.cells[row][column].code.padded(to: columnWidths[column])
                        }.joined())
            }
            lines.append("")
        }
        let visible = divergent.filter { row in Set(matrix.cells[row].map(\.code)).count > 1 }.count
        lines +=
            ("~ marks the \(visible) scenarios where adapters visibly differ; + the \(divergent.count - visible) "
            + "where they differ only in the events they report (\(matrix.scenarios.count) in all).")
            .wrapped(width: width - 2, indent: "  ")
        lines +=
            ["Per pair of columns:"]
            + PairDifference.all(in: matrix).flatMap {
                $0.sentence.wrapped(width: width - 2, indent: "    ").map { "  " + $0 }
            }
        lines += MatrixLegend.lines
        return lines.map { $0.trailingSpacesTrimmed }.joined(separator: "\n")
    }

    /// `~` when the row's cells read differently, `+` when only their events differ, a space otherwise.
    private func mark(_ row: Int, _ divergent: Set<Int>) -> String {
        guard divergent.contains(row) else { return " " }
        return Set(matrix.cells[row].map(\.code)).count > 1 ? "~" : "+"
    }

}
