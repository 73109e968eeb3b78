@_spi(AdapterAuthoring) import PrimerCore

/// Collects one check's failures while it runs: keeps the first `cap`, counts the rest, and drops exact
/// repeats (the same broken promise seen on many paths is reported once).
final class FailureSink: Sendable {
    private struct State {
        var kept: [ConformanceFailure] = []
        var seen: Set<ConformanceFailure> = []
        var omitted = 0
        var notes: [String] = []
    }

    private let state = LockedValue(State())
    let cap: Int

    init(cap: Int) { self.cap = max(1, cap) }

    func record(_ failure: ConformanceFailure) {
        state.withLock { state in
            guard state.seen.insert(failure).inserted else { return }
            if state.kept.count < cap { state.kept.append(failure) } else { state.omitted += 1 }
        }
    }

    func record(_ failures: [ConformanceFailure]) {
        for failure in failures { record(failure) }
    }

    func note(_ line: String) {
        state.withLock { $0.notes.append(line) }
    }

    func result(for check: ConformanceCheck) -> ConformanceReport.CheckResult {
        state.withLock { state in
            ConformanceReport.CheckResult(
                check: check, outcome: state.kept.isEmpty ? .passed : .failed(state.kept),
                omittedFailures: state.omitted, notes: state.notes)
        }
    }
}
