import PrimerConformance
@_spi(AdapterAuthoring) import PrimerCore
import PrimerSimulator

/// The migration checklist from one adapter to another: every scenario where they behave differently
/// (observed, vendor spellings aside), phrased as what changes for the app and its users; how the
/// answers the app hears map; which call replaces which; and each vendor's recorded quirks.
package struct MigrationDiff: Sendable {
    /// The adapter the app uses today.
    package let from: BehaviourProfile
    /// The adapter it moves to.
    package let to: BehaviourProfile
    /// The scenarios that change, in matrix order.
    package let changes: [Change]
    /// How many scenarios were compared.
    package let scenarioCount: Int
    /// For each canonical result, the words each adapter used for it across all scenarios.
    package let outcomeWords: [OutcomeWords]

    /// One scenario that behaves differently.
    package struct Change: Sendable {
        package let scenario: Scenario
        /// The scenario's number in the matrix (`primer-lab matrix`'s first column), so the two read together.
        package let number: Int
        /// What the current adapter did.
        package let before: CellObservation
        /// What the new adapter does.
        package let after: CellObservation
        /// What changes for the app and its users, most visible first.
        package let consequences: [DiffConsequence]

        /// Whether users or the app's flow notice (card, prompt, Settings, registration, answer, final
        /// status), as opposed to only the analytics events or the stored state.
        package var isNoticeable: Bool { before.behaviour.noticeablyDiffers(from: after.behaviour) }
    }

    /// The adapters' words for one canonical result.
    package struct OutcomeWords: Sendable, Hashable {
        /// The canonical result.
        package let result: PrimerResult
        /// The current adapter's words (sorted).
        package let before: [String]
        /// The new adapter's words (sorted).
        package let after: [String]
    }

    /// Compares `from` and `to` in `matrix` (which must have both as columns).
    package init(matrix: BehaviourMatrix, from: Int, to: Int) {
        self.from = matrix.adapters[from]
        self.to = matrix.adapters[to]
        scenarioCount = matrix.scenarios.count
        let toName = self.to.adapter
        // Only the declared throttle's key hides later cards; other stored state (a display count) does not.
        let throttleKey = self.to.capabilities.contains(.throttle) ? self.to.policy?.throttle.storageKey : nil
        changes = matrix.scenarios.indices.compactMap { row in
            let before = matrix.cells[row][from]
            let after = matrix.cells[row][to]
            guard before.behaviour != after.behaviour else { return nil }
            return Change(
                scenario: matrix.scenarios[row], number: row + 1, before: before, after: after,
                consequences: Self.consequences(before, after, newAdapter: toName, throttleKey: throttleKey))
        }
        outcomeWords = PrimerResult.allCases.compactMap { result in
            let words = { (column: Int) in
                Set(matrix.cells.map { $0[column] }.filter { $0.result == result }.map(\.vendorOutcome)).sorted()
            }
            let before = words(from)
            let after = words(to)
            return before.isEmpty && after.isEmpty ? nil : OutcomeWords(result: result, before: before, after: after)
        }
    }

    /// What changes for the app and its users between two cells, most visible first.
    static func consequences(
        _ before: CellObservation, _ after: CellObservation, newAdapter: String, throttleKey: String? = nil
    ) -> [DiffConsequence] {
        var lines: [DiffConsequence] = []
        let seen = { (cell: CellObservation) in cell.cardless ? "the vendor's Settings alert" : "the primer card" }
        if before.cardShown != after.cardShown {
            lines.append(
                DiffConsequence(
                    .card, after.cardShown ? "Users now see \(seen(after))." : "Users no longer see \(seen(before))."))
        } else if after.cardShown, before.cardless != after.cardless {
            lines.append(DiffConsequence(.card, "Users now see \(seen(after)) where they saw \(seen(before))."))
        }
        if before.prompt != after.prompt {
            switch (before.prompt, after.prompt) {
            case (nil, _?):
                lines.append(
                    DiffConsequence(.prompt, "The system prompt now appears: iOS's one chance to ask is spent here."))
            case (_?, nil):
                lines.append(
                    DiffConsequence(
                        .prompt, "The system prompt no longer appears: the one chance to ask is kept for later."))
            default: break
            }
        }
        if before.prompt == nil, after.prompt == nil, (before.requests > 0) != (after.requests > 0) {
            lines.append(
                DiffConsequence(
                    .request,
                    after.requests > 0
                        ? "The app now sends the system request, which iOS answers without a prompt."
                        : "The app no longer sends a system request here (iOS would not have prompted)."))
        }
        if before.settingsOpened != after.settingsOpened {
            lines.append(
                DiffConsequence(
                    .settings,
                    after.settingsOpened
                        ? "Users are now sent to the Settings app." : "Users are no longer sent to the Settings app."))
        }
        if before.registered != after.registered {
            lines.append(
                DiffConsequence(
                    .registration,
                    after.registered
                        ? "The app now registers with APNs and gets a device token."
                        : "The app no longer registers with APNs here: register yourself if you need the token."))
        }
        if before.endStatus != after.endStatus {
            lines.append(
                DiffConsequence(
                    .endStatus, "The user ends up \(after.endStatus) instead of \(before.endStatus).",
                    summaryKey: "\(before.endStatus) → \(after.endStatus)"))
        }
        if before.result != after.result {
            lines.append(
                DiffConsequence(
                    .answer,
                    "Your code hears \(after.result.rawValue) (`\(after.vendorOutcome)`) where it heard "
                        + "\(before.result.rawValue) (`\(before.vendorOutcome)`).",
                    summaryKey: "\(before.result.rawValue) → \(after.result.rawValue)"))
        }
        if before.events != after.events {
            let added = after.events.filter { !before.events.contains($0) }.map(\.rawValue)
            let gone = before.events.filter { !after.events.contains($0) }.map(\.rawValue)
            var parts: [String] = []
            if !added.isEmpty { parts.append("new \(added.joined(separator: ", "))") }
            if !gone.isEmpty { parts.append("no longer \(gone.joined(separator: ", "))") }
            if parts.isEmpty { parts.append("same events in another order") }
            lines.append(
                DiffConsequence(
                    .analytics, "Analytics: \(parts.joined(separator: "; ")).",
                    summaryKey: "The analytics events change (each scenario below says how)."))
        }
        if before.persisted.isEmpty != after.persisted.isEmpty {
            let throttles = after.persisted.contains { $0.key == throttleKey }
            lines.append(
                DiffConsequence(
                    .storedState,
                    after.persisted.isEmpty
                        ? "Nothing is stored any more (throttle state is not kept)."
                        : "\(newAdapter) stores \(after.persisted.map(\.key).joined(separator: ", ")), which "
                            + (throttles ? "throttles later attempts." : "does not throttle later attempts.")))
        }
        if lines.isEmpty {
            lines.append(
                DiffConsequence(
                    .requestCount, "The system request is sent \(after.requests) times instead of \(before.requests)."
                ))
        }
        return lines
    }

    /// Each distinct change once, with the scenarios it happens in (matrix numbers), grouped by kind
    /// and most visible first: what a migration plan starts from.
    package var summary: [(consequence: DiffConsequence, scenarios: [Int])] {
        var order: [DiffConsequence] = []
        var scenarios: [String: [Int]] = [:]
        for change in changes {
            for consequence in change.consequences {
                let item = summaryItem(consequence)
                if scenarios[item.sentence] == nil { order.append(item) }
                scenarios[item.sentence, default: []].append(change.number)
            }
        }
        let items = order.enumerated()
            .sorted { ($0.element.kind, $0.offset) < ($1.element.kind, $1.offset) }
            .map { (consequence: $0.element, scenarios: scenarios[$0.element.sentence] ?? []) }
        // Answers and final statuses follow from the changes above them: one line each, as a mapping.
        return items.flatMap { item -> [(consequence: DiffConsequence, scenarios: [Int])] in
            let kind = item.consequence.kind
            guard let lead = Self.mappingLead[kind] else { return [item] }
            guard item.consequence == items.first(where: { $0.consequence.kind == kind })?.consequence else {
                return []
            }
            let group = items.filter { $0.consequence.kind == kind }
            let all = Set(group.flatMap(\.scenarios)).sorted()
            let pairs = group.map { "\($0.consequence.sentence) \($0.scenarios.count)×" }.joined(separator: ", ")
            return [(DiffConsequence(kind, "\(lead) in \(all.count) scenarios: \(pairs)."), all)]
        }
    }

    /// The summary's one line for the kinds it says as a mapping (before → after, with counts).
    private static let mappingLead: [DiffConsequence.Kind: String] = [
        .endStatus: "The user's final status changes", .answer: "The answer your code hears changes",
    ]

    /// What the summary says for `consequence`: its summary words; for what the new adapter stores, one
    /// sentence naming every key it stores in any scenario, since each scenario stores some of them.
    private func summaryItem(_ consequence: DiffConsequence) -> DiffConsequence {
        guard consequence.kind == .storedState, !storedKeys.isEmpty else {
            return DiffConsequence(consequence.kind, consequence.summaryKey)
        }
        let throttles = to.capabilities.contains(.throttle) && storedKeys.contains(to.policy?.throttle.storageKey ?? "")
        return DiffConsequence(
            .storedState,
            "\(to.adapter) stores some of \(storedKeys.joined(separator: ", ")), which "
                + (throttles ? "throttle later attempts." : "do not throttle later attempts."))
    }

    /// Every key the new adapter stores in a scenario that changes.
    private var storedKeys: [String] {
        Set(changes.filter { !$0.after.persisted.isEmpty }.flatMap { $0.after.persisted.map(\.key) }).sorted()
    }

    /// The checklist as text, wrapped to 100 columns: a summary of the distinct changes, then (unless
    /// `summaryOnly`) the noticeable changes in full, the analytics-only ones, answers, API mapping,
    /// declared events, quirks and decisions. Scenarios carry the matrix's numbers; what the new adapter
    /// stores is said once, in the summary.
    package func render(summaryOnly: Bool = false) -> String {
        var lines: [String] = []
        func add(_ text: String, hanging: String = "") { lines += text.wrapped(width: 100, indent: hanging) }
        let noticeable = changes.filter(\.isNoticeable)
        let quiet = changes.filter { !$0.isNoticeable }
        add("Migrating from \(from.adapter) to \(to.adapter): \(changes.count) of \(scenarioCount) scenarios change.")
        if !changes.isEmpty {
            add(
                "\(noticeable.count) change what users see or your code hears; \(quiet.count) only analytics or stored state."
            )
            let distinct = summary
            lines += [
                "", "Summary: \(distinct.count) distinct changes (in scenarios numbered as in `primer-lab matrix`):",
            ]
            for (consequence, numbers) in distinct {
                let scenarios =
                    Self.mappingLead[consequence.kind] == nil
                    ? " \(numbers.count)×: " + ScenarioNumbers.compact(numbers, limit: 6) : ""
                add("- \(consequence.sentence)\(scenarios)", hanging: "  ")
            }
        }
        guard !summaryOnly else { return lines.joined(separator: "\n") }
        for (heading, group) in [
            ("What users see or your code hears", noticeable),
            ("Only analytics events or stored state", quiet),
        ] where !group.isEmpty {
            lines += ["", "\(heading):"]
            for change in group {
                lines.append("")
                add("\(change.number). \(change.scenario.title)", hanging: "   ")
                if change.isNoticeable {
                    add("   \(from.adapter): \(change.before.sentence)", hanging: "     ")
                    add("   \(to.adapter): \(change.after.sentence)", hanging: "     ")
                }
                let said = change.consequences.filter { $0.kind != .storedState }
                for consequence in said { add("   - \(consequence.sentence)", hanging: "     ") }
                if said.isEmpty { add("   - Only the stored state changes (see the summary).", hanging: "     ") }
            }
        }
        lines += ["", "Answers your code hears (observed across all scenarios):"]
        for words in outcomeWords {
            let before = words.before.isEmpty ? "never" : words.before.map { "`\($0)`" }.joined(separator: ", ")
            let after = words.after.isEmpty ? "never" : words.after.map { "`\($0)`" }.joined(separator: ", ")
            add("  \(words.result.rawValue): \(before) → \(after)", hanging: "    ")
        }
        lines += ["", "API mapping (\(from.adapter) → \(to.adapter)):"]
        for concept in APIMapping.Concept.allCases {
            let before = from.apiMapping.filter { $0.concept == concept }.map(\.call)
            let after = to.apiMapping.filter { $0.concept == concept }.map(\.call)
            guard !before.isEmpty || !after.isEmpty else { continue }
            let old = before.isEmpty ? "(nothing)" : before.joined(separator: "; ")
            let new = after.isEmpty ? "no equivalent: handle it in the app" : after.joined(separator: "; ")
            add("  \(concept.rawValue): \(old) → \(new)", hanging: "    ")
        }
        lines += ["", "Events (declared reporting):"]
        for event in PrimerEventName.allCases {
            let before = from.reporting(of: event)
            let after = to.reporting(of: event)
            guard before != after else { continue }
            add("  \(event.rawValue): \(before ?? "not reported") → \(after ?? "not reported")", hanging: "    ")
        }
        for profile in [from, to] {
            lines += ["", "\(profile.adapter) vendor quirks (the adapter follows the documentation):"]
            if profile.quirks.isEmpty { lines.append("  none recorded") }
            for quirk in profile.quirks {
                add(
                    "  - \(quirk.summary): documented \(quirk.documented); shipping code \(quirk.shipping)",
                    hanging: "    ")
            }
            if !profile.decisions.isEmpty {
                lines.append("\(profile.adapter) decisions where the documentation is silent:")
                for decision in profile.decisions { add("  - \(decision)", hanging: "    ") }
            }
        }
        return lines.joined(separator: "\n")
    }
}
