/// One thing that changes for the app or its users in one scenario, with what it is about, so the
/// checklist can say each distinct change once in its summary and group it with its kind.
package struct DiffConsequence: Sendable, Hashable {
    /// What a consequence is about, most visible first (the summary's order).
    package enum Kind: Int, Sendable, Hashable, CaseIterable, Comparable {
        case card, prompt, request, settings, registration, endStatus, answer, analytics, storedState, requestCount

        package static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }

        /// Whether users or the app's flow notice it (as opposed to analytics or stored state).
        var isNoticeable: Bool { self != .analytics && self != .storedState }
    }

    package let kind: Kind
    /// The sentence, as the per-scenario detail prints it.
    package let sentence: String
    /// The words the summary groups by: the sentence itself, or for an answer the pair of results
    /// (`granted where it heard suppressed`), since vendor spellings vary per scenario.
    package let summaryKey: String

    init(_ kind: Kind, _ sentence: String, summaryKey: String? = nil) {
        self.kind = kind
        self.sentence = sentence
        self.summaryKey = summaryKey ?? sentence
    }
}
