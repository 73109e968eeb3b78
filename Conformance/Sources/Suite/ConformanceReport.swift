/// What a run of the suite found for one adapter: one result per check, in the order the checks ran.
public struct ConformanceReport: Sendable, Hashable, Codable, CustomStringConvertible {
    /// How one check ended.
    public enum Outcome: Sendable, Hashable, Codable {
        /// Every observation matched.
        case passed
        /// The failures found (capped; see ``CheckResult/omittedFailures``).
        case failed([ConformanceFailure])
        /// Not run, with the reason (an unclaimed capability): shown, never counted as a pass.
        case skipped(reason: String)
    }

    /// One check's result.
    public struct CheckResult: Sendable, Hashable, Codable {
        public var check: ConformanceCheck
        /// How it ended.
        public var outcome: Outcome
        /// Failures found beyond the cap and left out of ``outcome``.
        public var omittedFailures: Int
        /// Extra figures the check printed (exploration counts), one line each.
        public var notes: [String]

        public init(check: ConformanceCheck, outcome: Outcome, omittedFailures: Int = 0, notes: [String] = []) {
            self.check = check
            self.outcome = outcome
            self.omittedFailures = omittedFailures
            self.notes = notes
        }

        /// The failures, empty when passed or skipped.
        public var failures: [ConformanceFailure] {
            if case let .failed(failures) = outcome { return failures }
            return []
        }

        /// The skip reason, if skipped.
        public var skipReason: String? {
            if case let .skipped(reason) = outcome { return reason }
            return nil
        }
    }

    /// The adapter's short name.
    public var adapter: String
    /// One result per check run.
    public var results: [CheckResult]

    public init(adapter: String, results: [CheckResult]) {
        self.adapter = adapter
        self.results = results
    }

    /// Every failure, check by check.
    public var failures: [ConformanceFailure] { results.flatMap(\.failures) }
    /// The checks that failed.
    public var failedChecks: [ConformanceCheck] { results.filter { !$0.failures.isEmpty }.map(\.check) }
    /// The checks that passed.
    public var passedChecks: [ConformanceCheck] { results.filter { $0.outcome == .passed }.map(\.check) }
    /// The skipped checks with their reasons.
    public var skippedChecks: [(check: ConformanceCheck, reason: String)] {
        results.compactMap { result in result.skipReason.map { (result.check, $0) } }
    }
    /// `true` when no check failed (skipped checks are listed, not failed).
    public var passed: Bool { failedChecks.isEmpty }

    /// The result for `check`, if it ran.
    public func result(for check: ConformanceCheck) -> CheckResult? { results.first { $0.check == check } }

    /// A plain-text report: one line per check, failures indented under their check.
    public var description: String {
        var lines = [
            "\(adapter): \(passedChecks.count) passed, \(failedChecks.count) failed, \(skippedChecks.count) skipped"
        ]
        for result in results {
            switch result.outcome {
            case .passed: lines.append("  PASS \(result.check)")
            case let .skipped(reason): lines.append("  SKIP \(result.check): \(reason)")
            case let .failed(failures):
                lines.append("  FAIL \(result.check)")
                lines += failures.map { "    \($0.step): got \($0.got), want \($0.want)" }
                if result.omittedFailures > 0 { lines.append("    … \(result.omittedFailures) more") }
            }
            lines += result.notes.map { "    \($0)" }
        }
        return lines.joined(separator: "\n")
    }
}
