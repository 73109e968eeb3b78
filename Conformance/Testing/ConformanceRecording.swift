import PrimerConformance
import PrimerCore
import Testing

extension ConformanceReport {
    /// Records this report into the running Swift Testing test: every failure as an issue at
    /// `sourceLocation` (`check: step: got X, want Y`). With `PRIMER_TEST_VERBOSE` set, every skipped
    /// check is also a known issue naming the reason, so a verbose run lists what the profile does not
    /// claim; a quiet run (the default) keeps a green run's output to its summary. The report itself
    /// (`description`) always lists its skips.
    public func record(sourceLocation: SourceLocation = #_sourceLocation) {
        recordFailures(sourceLocation: sourceLocation)
        guard TestConsole.isVerbose else { return }
        for (check, reason) in skippedChecks {
            withKnownIssue("\(adapter) \(check) skipped") {
                Issue.record(Comment(rawValue: "skipped: \(reason)"), sourceLocation: sourceLocation)
            }
        }
    }
}

/// Runs one check on `descriptor` and records it into the running test: failures as issues at the
/// caller's `sourceLocation`; an unclaimed capability cancels the test case with `Test.cancel` (it is
/// reported as skipped, not passed) and, with `PRIMER_TEST_VERBOSE` set, prints
/// `SKIP adapter check: reason`. Meant for one parameterised test per adapter:
///
/// ```swift
/// @Test(arguments: ConformanceCheck.allCases)
/// func conforms(_ check: ConformanceCheck) async throws {
///     try await expectConformance(.reference, check)
/// }
/// ```
///
/// `knownGaps` lists real gaps found in an adapter, each with a note: their failures are recorded as
/// known issues carrying the note (visible, not failing), and a gap that no longer fails is reported,
/// so the note is removed when the adapter is fixed. The exploration explores past the known gaps. Never use it to hide a check: only for a gap
/// that has been looked at and explained.
///
/// Throws only the cancellation of a skipped check.
public func expectConformance(
    _ descriptor: AdapterDescriptor, _ check: ConformanceCheck,
    knownGaps: [ConformanceCheck: String] = [:],
    explorationDepth: Int = Exploration.defaultDepth,
    sourceLocation: SourceLocation = #_sourceLocation
) async throws {
    let result = await ConformanceSuite(
        descriptor: descriptor, explorationDepth: explorationDepth,
        knownGaps: Set(knownGaps.keys)
    ).run(check)
    let report = ConformanceReport(adapter: descriptor.name, results: [result])
    if let note = knownGaps[check] {
        withKnownIssue(
            Comment(rawValue: "\(descriptor.name) \(check), known gap: \(note)"), sourceLocation: sourceLocation
        ) {
            report.recordFailures(sourceLocation: sourceLocation)
        }
    } else {
        report.recordFailures(sourceLocation: sourceLocation)
    }
    for note in result.notes { TestConsole.say("\(descriptor.name) \(check): \(note)") }
    if let reason = result.skipReason {
        // The console of Swift Testing 6.3 does not print cancelled cases, so a verbose run says it.
        TestConsole.say("SKIP \(descriptor.name) \(check): \(reason)")
        try Test.cancel(
            Comment(rawValue: "\(descriptor.name) \(check) skipped: \(reason)"), sourceLocation: sourceLocation)
    }
}

extension ConformanceReport {
    /// Records the failures only (each as an issue at `sourceLocation`).
    func recordFailures(sourceLocation: SourceLocation) {
        for failure in failures {
            Issue.record(Comment(rawValue: "\(adapter) \(failure)"), sourceLocation: sourceLocation)
        }
        for result in results where result.omittedFailures > 0 {
            Issue.record(
                Comment(rawValue: "\(adapter) \(result.check): \(result.omittedFailures) more failures left out"),
                sourceLocation: sourceLocation)
        }
    }
}
