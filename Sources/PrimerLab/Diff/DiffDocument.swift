import PrimerConformance
import PrimerCore

/// The migration checklist as JSON, schema `primer-lab.diff` version 1: the same content as
/// ``MigrationDiff/render()``, for tools. Fields are only ever added within a version; a removal or a
/// change of meaning bumps ``version``.
///
/// ```
/// {
///   "schema": "primer-lab.diff", "schemaVersion": 1,
///   "from": "ActiveReach", "to": "Pushwoosh", "scenarioCount": 61,
///   "summary": [                                  // each distinct change once, most visible first
///     { "change": "Users no longer see the primer card.", "kind": "card", "scenarios": [1, 2, 3] } ],
///   "changes": [                                  // scenarios that change, in matrix order
///     { "scenario": "notDetermined/later1h/accept/allow/none/none",   // the matrix's scenario id
///       "number": 5,                              // the matrix's scenario number
///       "title": "...", "code": "...",
///       "noticeable": true,                       // users or the app's code notice (else analytics/state only)
///       "before": "nothing shown → suppressed ...", "after": "...",   // what each adapter did
///       "consequences": ["Users now see the primer card.", ...] }
///   ],
///   "answers": [ { "result": "granted", "before": ["..."], "after": ["..."] } ],   // vendor outcome words
///   "apiMapping": [ { "concept": "showPrimer", "before": ["..."], "after": ["..."] } ],  // [] = none
///   "events": [ { "event": "push_primer.registered", "before": "..." | null, "after": "..." | null } ],
///   "quirks": { "ActiveReach": [ { "summary": "...", "documented": "...", "shipping": "..." } ], ... },
///   "decisions": { "ActiveReach": ["..."], ... }
/// }
/// ```
struct DiffDocument {
    /// The schema version this code writes.
    static let version = 1

    let diff: MigrationDiff

    init(_ diff: MigrationDiff) { self.diff = diff }

    var object: [String: Any] {
        let from = diff.from
        let to = diff.to
        let mapping = APIMapping.Concept.allCases.compactMap { concept -> [String: Any]? in
            let before = from.apiMapping.filter { $0.concept == concept }.map(\.call)
            let after = to.apiMapping.filter { $0.concept == concept }.map(\.call)
            guard !before.isEmpty || !after.isEmpty else { return nil }
            return ["concept": concept.rawValue, "before": before, "after": after]
        }
        let events = PrimerEventName.allCases.compactMap { event -> [String: Any]? in
            let before = from.reporting(of: event)
            let after = to.reporting(of: event)
            guard before != after else { return nil }
            return ["event": event.rawValue, "before": JSONText.nullable(before), "after": JSONText.nullable(after)]
        }
        let profiles = [from, to]
        return [
            "schema": "primer-lab.diff",
            "schemaVersion": Self.version,
            "from": from.adapter,
            "to": to.adapter,
            "scenarioCount": diff.scenarioCount,
            "changes": diff.changes.map { change -> [String: Any] in
                [
                    "scenario": change.scenario.id, "title": change.scenario.title, "code": change.scenario.code,
                    "noticeable": change.isNoticeable, "before": change.before.sentence,
                    "after": change.after.sentence, "consequences": change.consequences.map(\.sentence),
                    "number": change.number,
                ]
            },
            "summary": diff.summary.map { item -> [String: Any] in
                ["change": item.consequence.sentence, "kind": "\(item.consequence.kind)", "scenarios": item.scenarios]
            },
            "answers": diff.outcomeWords.map { words -> [String: Any] in
                ["result": words.result.rawValue, "before": words.before, "after": words.after]
            },
            "apiMapping": mapping,
            "events": events,
            "quirks": Dictionary(
                profiles.map { profile in
                    (
                        profile.adapter,
                        profile.quirks.map { quirk -> [String: Any] in
                            ["summary": quirk.summary, "documented": quirk.documented, "shipping": quirk.shipping]
                        }
                    )
                }, uniquingKeysWith: { first, _ in first }),
            "decisions": Dictionary(
                profiles.map { ($0.adapter, $0.decisions) }, uniquingKeysWith: { first, _ in first }),
        ]
    }

    func render() -> String { JSONText.render(object) }
}
