import Foundation
import PrimerConformance
import PrimerCore
import PrimerSimulator

/// The matrix as CSV (RFC 4180), one line per scenario and adapter, for spreadsheets and scripts.
struct MatrixCSV {
    let matrix: BehaviourMatrix

    static let header = [
        "scenario_id", "scenario", "adapter", "card_shown", "prompt", "requests",
        "settings_opened", "registrations", "result", "vendor_outcome", "events", "reports",
        "persisted", "end_status",
    ]

    func render() -> String {
        var lines = [Self.header.joined(separator: ",")]
        for (row, scenario) in matrix.scenarios.enumerated() {
            for (profile, cell) in zip(matrix.adapters, matrix.cells[row]) {
                let fields = [
                    scenario.id, scenario.title, profile.adapter, String(cell.cardShown),
                    cell.prompt?.rawValue ?? "", String(cell.requests), String(cell.settingsOpened),
                    String(cell.registrations), cell.result.rawValue, cell.vendorOutcome,
                    cell.events.map(\.rawValue).joined(separator: " "), cell.reports.joined(separator: "; "),
                    cell.persisted.map(\.description).joined(separator: "; "), cell.endStatus.description,
                ]
                lines.append(fields.map(Self.quote).joined(separator: ","))
            }
        }
        return lines.joined(separator: "\r\n") + "\r\n"
    }

    /// Quotes a field when it holds a comma, a quote or a line break.
    static func quote(_ field: String) -> String {
        guard field.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) else { return field }
        return "\"" + field.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }
}
