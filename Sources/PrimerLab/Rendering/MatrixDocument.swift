import Foundation
import PrimerConformance
import PrimerCore
import PrimerSimulator

/// The matrix as JSON, schema `primer-lab.matrix` version 1. Fields are only ever added within a
/// version; a removal or a change of meaning bumps ``version``.
///
/// ```
/// {
///   "schema": "primer-lab.matrix",        // always this string
///   "schemaVersion": 1,                    // integer, bumped on breaking change
///   "adapters": [                          // column order
///     { "name": "Pushwoosh", "module": "PushwooshAdapter", "summary": "...",
///       "capabilities": ["softAskCard", ...] }
///   ],
///   "pairs": [ { "first": "ActiveReach", "second": "Pushwoosh", "differing": 61, "noticeable": 27 } ],
///   "scenarios": [                         // row order
///     { "id": "denied/none/accept/-/none/none",           // stable across runs
///       "title": "denied · first attempt · card: accept", "code": "den - acc",
///       "setup": { "start": "denied", "history": "none", "card": "accept",
///                  "prompt": null | "allow" | "dontAllow", "aftermath": "none", "fault": "none" },
///       "adaptersDiffer": true,
///       "cells": [                          // one per adapter, column order
///         { "adapter": "Pushwoosh",
///           "cardShown": true, "cardless": false,   // cardless: the adapter has no card, the app asked
///           "prompt": null | "allow" | "dontAllow", "requests": 0,
///           "settingsOpened": true, "registrations": 0,
///           "settingsDestination": null | "notificationSettings" | "appSettings",   // the page opened
///           "result": "redirectedToSettings",   // PrimerResult raw value
///           "vendorOutcome": "...",             // the adapter's own word
///           "events": ["in_app.displayed", ...], // canonical PrimerEventName raw values, in order
///           "reports": ["..."],                 // every report in the vendor's form, in order
///           "persisted": [ { "key": "...", "value": "now" | "..." | null } ],  // null: removed
///           "endStatus": "denied",              // AuthorizationStatus case name
///           "trace": ["card(-)", "settings"] }  // simulated system calls of the measured step
///       ] }
///   ]
/// }
/// ```
struct MatrixDocument {
    /// The schema version this code writes.
    static let version = 1

    let matrix: BehaviourMatrix

    init(_ matrix: BehaviourMatrix) { self.matrix = matrix }

    /// The document as JSON values; absent optionals are explicit `null`s, so every key is always there.
    var object: [String: Any] {
        let divergent = Set(matrix.divergentRows)
        return [
            "schema": "primer-lab.matrix",
            "schemaVersion": Self.version,
            "adapters": matrix.adapters.map { profile -> [String: Any] in
                [
                    "name": profile.adapter, "module": profile.module, "summary": profile.summary,
                    "capabilities": profile.capabilities.names,
                ]
            },
            "pairs": PairDifference.all(in: matrix).map { pair -> [String: Any] in
                [
                    "first": pair.first, "second": pair.second, "differing": pair.differing,
                    "noticeable": pair.noticeable,
                ]
            },
            "scenarios": matrix.scenarios.enumerated().map { row, scenario -> [String: Any] in
                [
                    "id": scenario.id, "title": scenario.title, "code": scenario.code,
                    "setup": [
                        "start": scenario.start.description, "history": scenario.history.rawValue,
                        "card": scenario.card.rawValue, "prompt": Self.nullable(scenario.prompt?.rawValue),
                        "aftermath": scenario.aftermath.rawValue, "fault": scenario.fault.rawValue,
                    ],
                    "adaptersDiffer": divergent.contains(row),
                    "cells": zip(matrix.adapters, matrix.cells[row]).map { Self.cell($1, adapter: $0.adapter) },
                ]
            },
        ]
    }

    private static func cell(_ cell: CellObservation, adapter: String) -> [String: Any] {
        [
            "adapter": adapter, "cardShown": cell.cardShown, "cardless": cell.cardless,
            "prompt": nullable(cell.prompt?.rawValue),
            "requests": cell.requests, "settingsOpened": cell.settingsOpened,
            "settingsDestination": nullable(cell.settingsDestination?.rawValue), "registrations": cell.registrations,
            "result": cell.result.rawValue, "vendorOutcome": cell.vendorOutcome, "events": cell.events.map(\.rawValue),
            "reports": cell.reports,
            "persisted": cell.persisted.map { ["key": $0.key, "value": nullable($0.value)] as [String: Any] },
            "endStatus": cell.endStatus.description, "trace": cell.trace,
        ]
    }

    private static func nullable(_ value: String?) -> Any { value ?? NSNull() }

    /// Pretty, key-sorted JSON (stable output for diffs and tests).
    func render() -> String {
        // Every value is a string, number, Bool, array, dictionary or NSNull: serialization cannot fail.
        guard
            let data = try? JSONSerialization.data(
                withJSONObject: object,
                options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
        else { return "{}" }
        return String(decoding: data, as: UTF8.self)
    }
}
