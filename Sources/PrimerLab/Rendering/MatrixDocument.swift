import Foundation
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
///   "scenarios": [                         // row order
///     { "id": "denied/none/accept/-/none/none",           // stable across runs
///       "title": "denied · first attempt · card: accept", "code": "den - acc",
///       "setup": { "start": "denied", "history": "none", "card": "accept",
///                  "prompt": null | "allow" | "dontAllow", "aftermath": "none", "fault": "none" },
///       "adaptersDiffer": true,
///       "cells": [                          // one per adapter, column order
///         { "adapter": "Pushwoosh",
///           "cardShown": true, "prompt": null | "allow" | "dontAllow", "requests": 0,
///           "settingsOpened": true, "registrations": 0,
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
struct MatrixDocument: Encodable {
    /// The schema version this code writes.
    static let version = 1

    let schema = "primer-lab.matrix"
    let schemaVersion = MatrixDocument.version
    let adapters: [Adapter]
    let scenarios: [Row]

    struct Adapter: Encodable {
        let name: String
        let module: String
        let summary: String
        let capabilities: [String]
    }

    struct Setup: Encodable {
        let start: String
        let history: String
        let card: String
        let prompt: String?
        let aftermath: String
        let fault: String

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(start, forKey: .start)
            try container.encode(history, forKey: .history)
            try container.encode(card, forKey: .card)
            try container.encode(prompt, forKey: .prompt)
            try container.encode(aftermath, forKey: .aftermath)
            try container.encode(fault, forKey: .fault)
        }

        enum CodingKeys: String, CodingKey { case start, history, card, prompt, aftermath, fault }
    }

    struct Row: Encodable {
        let id: String
        let title: String
        let code: String
        let setup: Setup
        let adaptersDiffer: Bool
        let cells: [Cell]
    }

    struct Cell: Encodable {
        let adapter: String
        let cardShown: Bool
        let prompt: String?
        let requests: Int
        let settingsOpened: Bool
        let registrations: Int
        let result: String
        let vendorOutcome: String
        let events: [String]
        let reports: [String]
        let persisted: [Change]
        let endStatus: String
        let trace: [String]

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(adapter, forKey: .adapter)
            try container.encode(cardShown, forKey: .cardShown)
            try container.encode(prompt, forKey: .prompt)
            try container.encode(requests, forKey: .requests)
            try container.encode(settingsOpened, forKey: .settingsOpened)
            try container.encode(registrations, forKey: .registrations)
            try container.encode(result, forKey: .result)
            try container.encode(vendorOutcome, forKey: .vendorOutcome)
            try container.encode(events, forKey: .events)
            try container.encode(reports, forKey: .reports)
            try container.encode(persisted, forKey: .persisted)
            try container.encode(endStatus, forKey: .endStatus)
            try container.encode(trace, forKey: .trace)
        }

        enum CodingKeys: String, CodingKey {
            case adapter, cardShown, prompt, requests, settingsOpened, registrations, result, vendorOutcome,
                 events, reports, persisted, endStatus, trace
        }
    }

    struct Change: Encodable {
        let key: String
        let value: String?

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(key, forKey: .key)
            try container.encode(value, forKey: .value)
        }

        enum CodingKeys: String, CodingKey { case key, value }
    }

    init(_ matrix: BehaviourMatrix) {
        adapters = matrix.adapters.map {
            Adapter(name: $0.adapter, module: $0.module, summary: $0.summary, capabilities: $0.capabilities.names)
        }
        let divergent = Set(matrix.divergentRows)
        scenarios = matrix.scenarios.enumerated().map { row, scenario in
            Row(id: scenario.id, title: scenario.title, code: scenario.code,
                setup: Setup(start: scenario.start.description, history: scenario.history.rawValue,
                             card: scenario.card.rawValue, prompt: scenario.prompt?.rawValue,
                             aftermath: scenario.aftermath.rawValue, fault: scenario.fault.rawValue),
                adaptersDiffer: divergent.contains(row),
                cells: zip(matrix.adapters, matrix.cells[row]).map { profile, cell in
                    Cell(adapter: profile.adapter, cardShown: cell.cardShown, prompt: cell.prompt?.rawValue,
                         requests: cell.requests, settingsOpened: cell.settingsOpened,
                         registrations: cell.registrations, result: cell.result.rawValue,
                         vendorOutcome: cell.vendorOutcome, events: cell.events.map(\.rawValue),
                         reports: cell.reports, persisted: cell.persisted.map { Change(key: $0.key, value: $0.value) },
                         endStatus: cell.endStatus.description, trace: cell.trace)
                })
        }
    }

    /// Pretty, key-sorted JSON (stable output for diffs and tests).
    func render() -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // Every field is a string, number, Bool, array or null: encoding cannot fail.
        guard let data = try? encoder.encode(self) else { return "{}" }
        return String(decoding: data, as: UTF8.self)
    }
}
