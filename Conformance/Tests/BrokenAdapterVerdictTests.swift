import Foundation
import PrimerConformance
import PrimerCore
import Testing

/// `scripts/suite-repeat`'s way into the broken adapters, which live in this test target: run with
/// `PRIMER_BROKEN_ADAPTERS` set (comma-separated names, or `all`), the test runs the suite on each named
/// broken adapter and prints its report as `primer-lab check` prints one, so the script reads both alike.
/// `PRIMER_BROKEN_ADAPTERS=list` prints the names only. Without the variable it does not run: the
/// verdicts themselves are `BrokenAdapterTests`'.
@Suite struct BrokenAdapterVerdictTests {
    static let environment = ProcessInfo.processInfo.environment

    @Test(.enabled(if: environment["PRIMER_BROKEN_ADAPTERS"] != nil, "PRIMER_BROKEN_ADAPTERS is not set"))
    func printsTheVerdictsOfTheNamedBrokenAdapters() async {
        let requested = Self.environment["PRIMER_BROKEN_ADAPTERS"] ?? ""
        if requested == "list" {
            TestConsole.say("broken adapters: " + BrokenAdapter.allCases.map(\.rawValue).joined(separator: ","))
            return
        }
        let depth = Self.environment["PRIMER_EXPLORE_DEPTH"].flatMap { Int($0) } ?? Exploration.defaultDepth
        for name in Self.names(in: requested) {
            guard let adapter = BrokenAdapter(rawValue: name) else {
                Issue.record("no broken adapter \(name); valid: \(BrokenAdapter.allCases.map(\.rawValue))")
                continue
            }
            var suite = adapter.suite
            suite.explorationDepth = depth
            let report = await suite.run(Self.checks(for: adapter))
            TestConsole.say(report.description + "\n")
            #expect(report.failedChecks.contains(adapter.caughtBy), "\(adapter) should fail \(adapter.caughtBy)")
        }
    }

    /// The names in `requested` (`all`: every broken adapter).
    static func names(in requested: String) -> [String] {
        guard requested != "all" else { return BrokenAdapter.allCases.map(\.rawValue) }
        return requested.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    /// The checks `BrokenAdapterTests` runs on `adapter`, and the exploration too unless that test runs
    /// only the adapter's own check (a wedging adapter, whose raised signal would end any later check).
    static func checks(for adapter: BrokenAdapter) -> [ConformanceCheck] {
        let checks = adapter.checksRun
        guard checks.count > 1, !checks.contains(.exploration) else { return checks }
        return checks + [.exploration]
    }
}
