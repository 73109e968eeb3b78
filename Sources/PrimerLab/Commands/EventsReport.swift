import PrimerConformance
import PrimerCore

/// The canonical event vocabulary and how one adapter reports each event: what its profile declares
/// and what the matrix actually observed, with mismatches called out. ``render()`` is the text;
/// ``EventsDocument`` the JSON of the same rows.
struct EventsReport {
    let profile: BehaviourProfile
    let matrix: BehaviourMatrix

    /// One canonical event: its meaning, the declared reporting, and in how many scenarios it was seen.
    struct Row {
        let event: PrimerEventName
        let declared: String?
        let observedIn: Int
        let example: String?
    }

    private var cells: [CellObservation] { matrix.cells.map { $0[0] } }

    /// Every canonical event, in vocabulary order.
    var rows: [Row] {
        let cells = cells
        return PrimerEventName.allCases.map { event in
            Row(
                event: event, declared: profile.reporting(of: event),
                observedIn: cells.filter { $0.events.contains(event) }.count,
                example: cells.lazy.flatMap(\.adapterReports).first(where: { $0.event == event })?.vendorForm)
        }
    }

    /// Declared but never observed, or observed but not declared.
    var mismatches: [String] {
        rows.compactMap { row in
            if row.declared != nil, row.observedIn == 0 {
                return "\(row.event.rawValue) is declared but never observed"
            }
            if row.declared == nil, row.observedIn > 0 { return "\(row.event.rawValue) is observed but not declared" }
            return nil
        }
    }

    /// The vendor outcomes the app hears, sorted.
    var answers: [String] { Set(cells.map(\.vendorOutcome)).sorted() }

    /// Reports in the vendor's form that stand for no canonical event, sorted.
    var unmappedReports: [String] {
        Set(cells.flatMap(\.adapterReports).filter { $0.event == nil }.map(\.vendorForm)).sorted()
    }

    var scenarioCount: Int { matrix.scenarios.count }

    func render() -> String {
        var lines = [
            "Canonical primer events and how \(profile.adapter) reports them",
            "(declared in its behaviour profile; observed over the \(scenarioCount) matrix scenarios)", "",
        ]
        for row in rows {
            lines.append("\(row.event.rawValue): \(Self.meaning(row.event))")
            lines.append("  declared: \(row.declared ?? "not reported")")
            lines.append(
                "  observed: \(row.observedIn == 0 ? "never" : "in \(row.observedIn) of \(scenarioCount) scenarios")")
            if let example = row.example { lines.append("  for example: \(example)") }
        }
        lines.append("")
        lines.append("Answers the app hears: " + answers.map { "`\($0)`" }.joined(separator: ", "))
        if !unmappedReports.isEmpty {
            lines.append("Reports with no canonical event: " + unmappedReports.joined(separator: "; "))
        }
        let mismatches = mismatches
        lines.append(
            mismatches.isEmpty
                ? "Declared and observed reporting agree."
                : "Declared and observed differ (events the scenarios never trigger may need a push or a campaign):")
        lines += mismatches.map { "  - \($0)" }
        // Vendor forms can be long: wrap at 100 columns, continuation lines indented under their line.
        return lines.flatMap { line in
            line.isEmpty ? [line] : line.wrapped(width: 100, indent: String(line.prefix { $0 == " " }) + "    ")
        }.joined(separator: "\n")
    }

    /// One phrase per canonical event.
    static func meaning(_ event: PrimerEventName) -> String {
        switch event {
        case .displayed: "the card was shown"
        case .dismissed: "the card was dismissed without a choice"
        case .allowTapped: "the user accepted the card"
        case .laterTapped: "the user chose \"later\""
        case .permissionGranted: "the attempt ended with notifications allowed"
        case .permissionDenied: "the attempt ended with notifications not allowed"
        case .suppressed: "the card was not shown"
        case .redirectedToSettings: "a denied user was sent to Settings"
        case .settingsReturned: "the app came back from Settings and read the status again"
        case .registered: "APNs registration delivered a device token"
        case .registrationFailed: "APNs registration failed"
        }
    }
}
