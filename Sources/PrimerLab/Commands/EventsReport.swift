import PrimerCore

/// The canonical event vocabulary and how one adapter reports each event: what its profile declares
/// and what the matrix actually observed, with mismatches called out.
struct EventsReport {
    let profile: BehaviourProfile
    let matrix: BehaviourMatrix

    func render() -> String {
        let cells = matrix.cells.map { $0[0] }
        var lines = ["Canonical primer events and how \(profile.adapter) reports them",
                     "(declared in its behaviour profile; observed over the \(matrix.scenarios.count) matrix scenarios)", ""]
        var mismatches: [String] = []
        for event in PrimerEventName.allCases {
            let seen = cells.filter { $0.events.contains(event) }.count
            let declared = profile.reporting(of: event)
            lines.append("\(event.rawValue): \(Self.meaning(event))")
            lines.append("  declared: \(declared ?? "not reported")")
            lines.append("  observed: \(seen == 0 ? "never" : "in \(seen) of \(cells.count) scenarios")")
            if let example = cells.lazy.flatMap(\.adapterReports).first(where: { $0.event == event }) {
                lines.append("  for example: \(example.vendorForm)")
            }
            if declared != nil, seen == 0 { mismatches.append("\(event.rawValue) is declared but never observed") }
            if declared == nil, seen > 0 { mismatches.append("\(event.rawValue) is observed but not declared") }
        }
        let vendorOnly = Set(cells.flatMap(\.adapterReports).filter { $0.event == nil }.map(\.vendorForm)).sorted()
        lines.append("")
        lines.append("Answers the app hears: " + Set(cells.map(\.vendorOutcome)).sorted().map { "`\($0)`" }
            .joined(separator: ", "))
        if !vendorOnly.isEmpty {
            lines.append("Reports with no canonical event: " + vendorOnly.joined(separator: "; "))
        }
        lines.append(mismatches.isEmpty ? "Declared and observed reporting agree."
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
