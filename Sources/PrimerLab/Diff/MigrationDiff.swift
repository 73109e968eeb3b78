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
        /// What the current adapter did.
        package let before: CellObservation
        /// What the new adapter does.
        package let after: CellObservation
        /// What changes for the app and its users, one sentence each.
        package let consequences: [String]

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
                scenario: matrix.scenarios[row], before: before, after: after,
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
    ) -> [String] {
        var lines: [String] = []
        let seen = { (cell: CellObservation) in cell.cardless ? "the vendor's Settings alert" : "the primer card" }
        if before.cardShown != after.cardShown {
            lines.append(after.cardShown ? "Users now see \(seen(after))." : "Users no longer see \(seen(before)).")
        } else if after.cardShown, before.cardless != after.cardless {
            lines.append("Users now see \(seen(after)) where they saw \(seen(before)).")
        }
        if before.prompt != after.prompt {
            switch (before.prompt, after.prompt) {
            case (nil, _?): lines.append("The system prompt now appears: iOS's one chance to ask is spent here.")
            case (_?, nil):
                lines.append("The system prompt no longer appears: the one chance to ask is kept for later.")
            default: break
            }
        }
        if before.prompt == nil, after.prompt == nil, (before.requests > 0) != (after.requests > 0) {
            lines.append(
                after.requests > 0
                    ? "The app now sends the system request, which iOS answers without a prompt."
                    : "The app no longer sends a system request here (iOS would not have prompted).")
        }
        if before.settingsOpened != after.settingsOpened {
            lines.append(
                after.settingsOpened
                    ? "Users are now sent to the Settings app."
                    : "Users are no longer sent to the Settings app.")
        }
        if before.registered != after.registered {
            lines.append(
                after.registered
                    ? "The app now registers with APNs and gets a device token."
                    : "The app no longer registers with APNs here: register yourself if you need the token.")
        }
        if before.endStatus != after.endStatus {
            lines.append("The user ends up \(after.endStatus) instead of \(before.endStatus).")
        }
        if before.result != after.result {
            lines.append(
                "Your code hears \(after.result.rawValue) (`\(after.vendorOutcome)`) where it heard "
                    + "\(before.result.rawValue) (`\(before.vendorOutcome)`).")
        }
        if before.events != after.events {
            let added = after.events.filter { !before.events.contains($0) }.map(\.rawValue)
            let gone = before.events.filter { !after.events.contains($0) }.map(\.rawValue)
            var parts: [String] = []
            if !added.isEmpty { parts.append("new \(added.joined(separator: ", "))") }
            if !gone.isEmpty { parts.append("no longer \(gone.joined(separator: ", "))") }
            if parts.isEmpty { parts.append("same events in another order") }
            lines.append("Analytics: \(parts.joined(separator: "; ")).")
        }
        if before.persisted.isEmpty != after.persisted.isEmpty {
            let throttles = after.persisted.contains { $0.key == throttleKey }
            lines.append(
                after.persisted.isEmpty
                    ? "Nothing is stored any more (throttle state is not kept)."
                    : "\(newAdapter) stores \(after.persisted.map(\.key).joined(separator: ", ")), which "
                        + (throttles ? "throttles later attempts." : "does not throttle later attempts.")
            )
        }
        if lines.isEmpty {
            lines.append("The system request is sent \(after.requests) times instead of \(before.requests).")
        }
        return lines
    }

    /// The checklist as text, wrapped to 100 columns: the noticeable changes in full, then the
    /// analytics-only ones, then answers, API mapping, declared events, quirks and decisions.
    package func render() -> String {
        var lines: [String] = []
        func add(_ text: String, hanging: String = "") { lines += text.wrapped(width: 100, indent: hanging) }
        let noticeable = changes.filter(\.isNoticeable)
        let quiet = changes.filter { !$0.isNoticeable }
        add("Migrating from \(from.adapter) to \(to.adapter): \(changes.count) of \(scenarioCount) scenarios change.")
        if !changes.isEmpty {
            add(
                "\(noticeable.count) change what users see or what your code hears; \(quiet.count) change only the "
                    + "analytics events or the stored throttle state.")
        }
        var number = 0
        for (heading, group) in [
            ("What users see or your code hears", noticeable),
            ("Only analytics events or stored state", quiet),
        ] where !group.isEmpty {
            lines += ["", "\(heading):"]
            for change in group {
                lines.append("")
                number += 1
                add("\(number). \(change.scenario.title)", hanging: "   ")
                if change.isNoticeable {
                    add("   \(from.adapter): \(change.before.sentence)", hanging: "     ")
                    add("   \(to.adapter): \(change.after.sentence)", hanging: "     ")
                }
                for consequence in change.consequences { add("   - \(consequence)", hanging: "     ") }
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
