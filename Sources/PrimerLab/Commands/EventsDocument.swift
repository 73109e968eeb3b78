import PrimerConformance
import PrimerCore

/// The events report as JSON, schema `primer-lab.events` version 1: the rows of ``EventsReport``.
/// Fields are only ever added within a version; a removal or a change of meaning bumps ``version``.
///
/// ```
/// {
///   "schema": "primer-lab.events", "schemaVersion": 1,
///   "adapter": "Actito", "scenarioCount": 61,
///   "events": [                                     // every canonical event, vocabulary order
///     { "event": "push_primer.registered", "meaning": "APNs registration delivered a device token",
///       "declared": "..." | null,                   // the profile's reporting; null: not reported
///       "observedIn": 12,                           // scenarios where the matrix saw it
///       "example": "..." | null }                   // one observed report in the vendor's form
///   ],
///   "answers": ["..."],                             // vendor outcomes the app hears, sorted
///   "unmappedReports": ["..."],                     // vendor reports with no canonical event
///   "mismatches": ["... is declared but never observed"]
/// }
/// ```
struct EventsDocument {
    /// The schema version this code writes.
    static let version = 1

    let report: EventsReport

    init(_ report: EventsReport) { self.report = report }

    var object: [String: Any] {
        [
            "schema": "primer-lab.events",
            "schemaVersion": Self.version,
            "adapter": report.profile.adapter,
            "scenarioCount": report.scenarioCount,
            "events": report.rows.map { row -> [String: Any] in
                [
                    "event": row.event.rawValue, "meaning": EventsReport.meaning(row.event),
                    "declared": JSONText.nullable(row.declared), "observedIn": row.observedIn,
                    "example": JSONText.nullable(row.example),
                ]
            },
            "answers": report.answers,
            "unmappedReports": report.unmappedReports,
            "mismatches": report.mismatches,
        ]
    }

    func render() -> String { JSONText.render(object) }
}
