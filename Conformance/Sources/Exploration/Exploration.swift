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

    /// Creates an exploration.
    public init(
        descriptor: AdapterDescriptor, depth: Int = Exploration.defaultDepth,
        startingStatuses: [AuthorizationStatus] = AuthorizationStatus.allCases,
        actions: [ExplorationAction]? = nil, deduplicatesStates: Bool = true,
        toleratedChecks: Set<ConformanceCheck> = []
    ) {
        self.toleratedChecks = toleratedChecks
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
        for status in startingStatuses {
            let (failures, state) = await execute([], from: status, report: &report)
            if !failures.isEmpty {
                report.firstFailure = ExplorationFailure(startingStatus: status, actions: [], failures: failures)
                break
            }
            visited[status] = [state]
            frontiers[status] = [[]]
        }
        var level = 0
        search: while level < depth, report.firstFailure == nil {
            level += 1
            for status in startingStatuses {
                var next: [[ExplorationAction]] = []
                for prefix in frontiers[status] ?? [] {
                    for action in actions {
                        let sequence = prefix + [action]
                        let (failures, state) = await execute(sequence, from: status, report: &report)
                        if !failures.isEmpty {
                            report.firstFailure = ExplorationFailure(
                                startingStatus: status, actions: sequence,
                                failures: failures)
                            break search
                        }
                        if visited[status, default: []].insert(state).inserted || !deduplicatesStates {
                            next.append(sequence)
                        }
                    }
                }
                frontiers[status] = next
            }
            progress?(
                ExplorationProgress(
                    level: level, depth: depth, sequencesExecuted: report.sequencesExecuted,
                    statesVisited: visited.values.reduce(0) { $0 + $1.count }))
        }
        report.statesVisited = visited.values.reduce(0) { $0 + $1.count }
        report.duration = ProcessInfo.processInfo.systemUptime - start
        return report
    }

    /// The failures that stop the search; tolerated ones are counted.
    private func tolerate(_ failures: [ConformanceFailure], report: inout ExplorationReport) -> [ConformanceFailure] {
        guard !toleratedChecks.isEmpty else { return failures }
        let fatal = failures.filter { !toleratedChecks.contains($0.check) }
        report.toleratedFailures += failures.count - fatal.count
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

    /// Runs `sequence` from `status` on a fresh device; the failures of its last step (earlier steps
    /// were judged when their own sequence ran) and the state it ends in.
    private func execute(
        _ sequence: [ExplorationAction], from status: AuthorizationStatus,
        report: inout ExplorationReport
    ) async -> ([ConformanceFailure], ExplorationState) {
        let harness = Harness(descriptor: descriptor, status: status)
        var failures = await harness.perform(.launch)
        var presentedSinceLaunch = false
        report.sequencesExecuted += 1
        report.stepsExecuted += 1
        for action in sequence {
            failures = await harness.perform(action.step)
            report.stepsExecuted += 1
            if harness.model.awaitingSettingsReturn, action == .acceptAllow || action == .acceptDontAllow {
                failures += await harness.perform(.foreground)
            }
            switch action {
            case .acceptAllow, .acceptDontAllow, .later, .dismiss: presentedSinceLaunch = true
            case .relaunch, .relaunchWithCardUp: presentedSinceLaunch = false
            case .settingsFlip, .clockOneDay, .clockEightDays: break
            }
            failures = tolerate(failures, report: &report)
            if !failures.isEmpty { break }
        }
        if sequence.isEmpty { failures = tolerate(failures, report: &report) }
        let state = ExplorationState(harness, presented: presentedSinceLaunch)
        await harness.stop()
        return (failures, state)
    }
}
