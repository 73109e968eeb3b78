import Foundation
import PrimerCore
import PrimerSimulator

/// Exhaustive exploration: every sequence of user and system actions up to ``depth``, from every
/// starting status, with every invariant of the suite judged after every step.
///
/// Breadth first, so the first failure found is a shortest one. Sequences that reach a state already
/// seen are not extended: a state is the model's (status, throttle stamp age, pending Settings return)
/// plus what the device shows (status, live foreground observers, the disk with dates made relative to
/// now) and whether the process has presented since launch. An earlier visit had at least as many steps
/// left, so every sequence up to ``depth`` is covered. Each sequence runs on a fresh device and a
/// fresh driver from its first step (adapters cannot be forked).
public struct Exploration: Sendable {
    /// The depth the issue asks for and CI runs.
    public static let defaultDepth = 6

    /// The adapter.
    public var descriptor: AdapterDescriptor
    /// The longest sequence.
    public var depth: Int
    /// Where sequences start.
    public var startingStatuses: [AuthorizationStatus]
    /// The actions tried at each step (by default every action that applies to the adapter).
    public var actions: [ExplorationAction]
    /// Whether sequences reaching a state already seen stop there (on by default; off only to measure
    /// what the deduplication saves, or to confirm it loses nothing).
    public var deduplicatesStates: Bool
    /// Checks whose failures are counted (``ExplorationReport/toleratedFailures``) but do not stop the
    /// search: for exploring past a known, reported gap of an adapter. Empty by default.
    public var toleratedChecks: Set<ConformanceCheck>
    /// How many sequences run at once, each on its own device: by default one per active processor. The
    /// report, but for its duration, does not depend on it (each level's results are taken in order);
    /// 1 runs them one by one.
    public var lanes: Int
    /// Which store each sequence's device keeps the app's values in: by default the sequences rotate over
    /// every store, in the order the search runs them.
    public var disks: DiskChoice

    public init(
        descriptor: AdapterDescriptor, depth: Int = Exploration.defaultDepth,
        startingStatuses: [AuthorizationStatus] = AuthorizationStatus.allCases,
        actions: [ExplorationAction]? = nil, deduplicatesStates: Bool = true,
        toleratedChecks: Set<ConformanceCheck> = [],
        lanes: Int = ProcessInfo.processInfo.activeProcessorCount, disks: DiskChoice = .rotating
    ) {
        self.disks = disks
        self.toleratedChecks = toleratedChecks
        self.lanes = max(1, lanes)
        self.descriptor = descriptor
        self.depth = max(0, depth)
        self.startingStatuses = startingStatuses
        self.deduplicatesStates = deduplicatesStates
        self.actions =
            actions ?? ExplorationAction.applicable(hasCard: descriptor.profile.capabilities.contains(.softAskCard))
    }

    /// Explores and reports; `progress`, when given, hears after each depth level how far it got (for a
    /// progress line on a terminal).
    public func run(progress: (@Sendable (ExplorationProgress) -> Void)? = nil) async -> ExplorationReport {
        // Monotonic and available at every minimum (`ContinuousClock` needs iOS 16).
        let start = ProcessInfo.processInfo.systemUptime
        var report = ExplorationReport(
            adapter: descriptor.name, depth: depth, actions: actions,
            startingStatuses: startingStatuses, sequencesExecuted: 0, stepsExecuted: 0,
            statesVisited: 0, sequencesCovered: coveredCount, duration: 0)
        // Breadth first over all starting statuses together, so the failure reported is a shortest one.
        var frontiers: [AuthorizationStatus: [[ExplorationAction]]] = [:]
        var visited: [AuthorizationStatus: Set<ExplorationState>] = [:]
        var level = 0
        var batch = startingStatuses.map { Run(status: $0, sequence: []) }
        while report.firstFailure == nil, !batch.isEmpty {
            for index in batch.indices { batch[index].disk = disks.kind(forSequence: report.sequencesExecuted + index) }
            // The level's sequences run side by side and are taken in order, so the search, its figures and
            // its first failure are those of running them one by one.
            for (run, outcome) in zip(batch, await execute(batch)) {
                report.sequencesExecuted += 1
                report.stepsExecuted += outcome.steps
                report.toleratedFailures += outcome.toleratedFailures
                if !outcome.failures.isEmpty {
                    report.firstFailure = ExplorationFailure(
                        startingStatus: run.status, actions: run.sequence, failures: outcome.failures)
                    break
                }
                if visited[run.status, default: []].insert(outcome.state).inserted || !deduplicatesStates {
                    frontiers[run.status, default: []].append(run.sequence)
                }
            }
            if level > 0, report.firstFailure == nil {
                progress?(
                    ExplorationProgress(
                        level: level, depth: depth, sequencesExecuted: report.sequencesExecuted,
                        statesVisited: visited.values.reduce(0) { $0 + $1.count }))
            }
            guard level < depth else { break }
            level += 1
            batch = startingStatuses.flatMap { status in
                (frontiers[status] ?? []).flatMap { prefix in
                    actions.map { Run(status: status, sequence: prefix + [$0]) }
                }
            }
            frontiers = [:]
        }
        report.statesVisited = visited.values.reduce(0) { $0 + $1.count }
        report.duration = ProcessInfo.processInfo.systemUptime - start
        return report
    }

    /// One sequence to run from a starting status.
    private struct Run: Sendable {
        let status: AuthorizationStatus
        let sequence: [ExplorationAction]
        var disk = DiskKind.inMemory
    }

    /// What running one sequence found.
    private struct Outcome: Sendable {
        /// The failures of its last step that stop the search.
        var failures: [ConformanceFailure]
        var state: ExplorationState
        var steps: Int
        var toleratedFailures: Int
    }

    /// Runs `batch`, ``lanes`` sequences at a time (each on its own device), and returns the outcomes in
    /// the batch's order (one by one, up to the first failure).
    private func execute(_ batch: [Run]) async -> [Outcome] {
        guard lanes > 1, batch.count > 1 else {
            var outcomes: [Outcome] = []
            for run in batch {
                outcomes.append(await execute(run))
                // Nothing after the first failure is taken.
                if outcomes.last?.failures.isEmpty == false { break }
            }
            return outcomes
        }
        return await withTaskGroup(of: (Int, Outcome).self) { group in
            var outcomes = [Outcome?](repeating: nil, count: batch.count)
            var next = 0
            func startNext() {
                guard next < batch.count else { return }
                let index = next
                next += 1
                group.addTask { (index, await execute(batch[index])) }
            }
            for _ in 0..<min(lanes, batch.count) { startNext() }
            for await (index, outcome) in group {
                outcomes[index] = outcome
                startNext()
            }
            return outcomes.compactMap { $0 }
        }
    }

    /// The failures that stop the search; tolerated ones are counted in `tolerated`.
    private func tolerate(_ failures: [ConformanceFailure], counting tolerated: inout Int) -> [ConformanceFailure] {
        guard !toleratedChecks.isEmpty else { return failures }
        let fatal = failures.filter { !toleratedChecks.contains($0.check) }
        tolerated += failures.count - fatal.count
        return fatal
    }

    /// Every sequence of length 0...depth from every starting status.
    private var coveredCount: Int {
        var total = 0
        var layer = 1
        for _ in 0...depth {
            total += layer
            layer = layer.multipliedReportingOverflow(by: actions.count).partialValue
        }
        return total * startingStatuses.count
    }

    /// Runs a sequence on a fresh device: the failures of its last step (earlier steps were judged when
    /// their own sequence ran) and the state it ends in.
    private func execute(_ run: Run) async -> Outcome {
        let harness = Harness(descriptor: descriptor, status: run.status, diskKind: run.disk)
        var failures = await harness.perform(.launch)
        var presentedSinceLaunch = false
        var steps = 1
        var tolerated = 0
        for action in run.sequence {
            failures = await harness.perform(action.step)
            steps += 1
            if harness.model.awaitingSettingsReturn, action == .acceptAllow || action == .acceptDontAllow {
                failures += await harness.perform(.foreground)
            }
            switch action {
            case .acceptAllow, .acceptDontAllow, .later, .dismiss: presentedSinceLaunch = true
            case .relaunch, .relaunchWithCardUp: presentedSinceLaunch = false
            case .settingsFlip, .clockOneDay, .clockEightDays: break
            }
            failures = tolerate(failures, counting: &tolerated)
            if !failures.isEmpty { break }
        }
        if run.sequence.isEmpty { failures = tolerate(failures, counting: &tolerated) }
        let state = ExplorationState(harness, presented: presentedSinceLaunch)
        await harness.stop()
        return Outcome(failures: failures, state: state, steps: steps, toleratedFailures: tolerated)
    }
}
