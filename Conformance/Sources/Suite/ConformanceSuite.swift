@_spi(AdapterAuthoring) import PrimerCore
import PrimerSimulator

/// The conformance suite for one adapter. Every check runs against a fresh `SimulatedDevice` and a
/// fresh driver from the descriptor's factory (a relaunch is a new driver over the same device), never
/// a shared instance; failures come back as values, all of them up to a cap.
///
/// ```swift
/// let report = await ConformanceSuite(descriptor: .reference).run()
/// print(report)            // PASS / FAIL / SKIP per check, failures as "step: got X, want Y"
/// ```
///
/// The suite imports no test framework: `PrimerConformanceTesting` records a report into Swift Testing,
/// and `primer-lab check` prints it.
public struct ConformanceSuite: Sendable {
    /// The adapter under test.
    public var descriptor: AdapterDescriptor
    /// How deep ``ConformanceCheck/exploration`` explores.
    public var explorationDepth: Int
    /// The most failures kept per check (the rest are counted).
    public var failureCap: Int
    /// Checks with known, reported gaps in this adapter: ``ConformanceCheck/exploration`` explores past
    /// their failures (see ``Exploration/toleratedChecks``); the checks themselves still fail.
    public var knownGaps: Set<ConformanceCheck>
    /// How long one check may go without entering a step (``CheckDeadline/standard`` by default).
    public var deadline: CheckDeadline
    /// Which store the devices keep the app's values in (``DiskChoice/rotating`` by default).
    public var disks: DiskChoice

    /// Creates a suite for `descriptor`.
    public init(
        descriptor: AdapterDescriptor, explorationDepth: Int = Exploration.defaultDepth, failureCap: Int = 20,
        knownGaps: Set<ConformanceCheck> = [], deadline: CheckDeadline = .standard, disks: DiskChoice = .rotating
    ) {
        self.descriptor = descriptor
        self.explorationDepth = explorationDepth
        self.failureCap = failureCap
        self.knownGaps = knownGaps
        self.deadline = deadline
        self.disks = disks
    }

    /// Runs `checks` in order (all of them by default) and reports every result.
    public func run(_ checks: [ConformanceCheck] = ConformanceCheck.allCases) async -> ConformanceReport {
        var results: [ConformanceReport.CheckResult] = []
        for check in checks { results.append(await run(check)) }
        return ConformanceReport(adapter: descriptor.name, results: results)
    }

    /// Runs one check until it ends or a whole ``deadline`` passes without a new step, then stops every
    /// driver it made; skipped with the reason when
    /// the adapter does not claim what it needs.
    public func run(_ check: ConformanceCheck) async -> ConformanceReport.CheckResult {
        if let reason = check.skipReason(for: descriptor.profile) {
            return ConformanceReport.CheckResult(check: check, outcome: .skipped(reason: reason))
        }
        let sink = FailureSink(cap: failureCap)
        let context = CheckContext(
            descriptor: descriptor, check: check, sink: sink, explorationDepth: explorationDepth,
            knownGaps: knownGaps, disks: disks)
        let scope = CheckScope(diskKind: disks.kind(for: check, adapter: descriptor.name))
        let expiry = deadline.expiry
        // The deadline runs again whenever a step was entered meanwhile: it ends a check that stopped
        // moving, not one that is slow. An exploration makes thousands of steps, each some scheduler turns
        // behind every other task of the process; under a parallel sanitizer `swift test` on a loaded
        // machine that took more than 120 s while no call had wedged.
        let stalled: @Sendable () async throws -> Void = {
            var entered = scope.stepsEntered
            while true {
                try await expiry()
                let now = scope.stepsEntered
                if now == entered { return }
                entered = now
            }
        }
        // The race never waits for a check that ignores cancellation: a wedged adapter's task is left
        // suspended, and its drivers are stopped below.
        let outcome = await CheckScope.current.withValue(scope) {
            await raceAgainstDeadline({ await context.run() }, deadline: stalled)
        }
        if case .expired = outcome {
            sink.record(
                ConformanceFailure(
                    check: check, step: scope.location ?? "before its first step",
                    got: "\(descriptor.name) did not return from this step within the check's deadline (\(deadline))",
                    want: "every driver call returns (the check was ended here and its drivers stopped)"))
        }
        // Stopping is bounded too: a wedged adapter may not stop either.
        _ = await raceAgainstDeadline({ await scope.stopAll() }, deadline: expiry)
        return sink.result(for: check)
    }
}
