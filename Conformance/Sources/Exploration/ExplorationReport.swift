import Foundation
import PrimerCore

/// What an ``Exploration`` covered and the first (shortest) sequence that broke an invariant.
public struct ExplorationReport: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The adapter's short name.
    public var adapter: String
    /// The longest sequence explored.
    public var depth: Int
    /// The actions tried at every step.
    public var actions: [ExplorationAction]
    /// The starting statuses explored.
    public var startingStatuses: [AuthorizationStatus]
    /// Sequences actually run, each on a fresh device from its first step.
    public var sequencesExecuted: Int
    /// Steps performed in all (a sequence of length n is n steps plus the launch).
    public var stepsExecuted: Int
    /// Distinct states reached (over all starting statuses).
    public var statesVisited: Int
    /// Sequences covered: every sequence up to ``depth`` from every starting status, each either run or
    /// equivalent by state to one that was.
    public var sequencesCovered: Int
    /// Wall-clock time of the exploration in seconds (a figure to print, never to assert on).
    public var duration: TimeInterval
    /// The first failing sequence found (breadth first, so the shortest), if any.
    public var firstFailure: ExplorationFailure?
    /// Failures of ``Exploration/toleratedChecks`` seen on the way (they did not stop the search).
    public var toleratedFailures = 0

    /// Whether every invariant held on every sequence.
    public var passed: Bool { firstFailure == nil }

    /// The figures on one line, then the failing sequence if there is one.
    public var description: String {
        var text =
            "\(adapter): depth \(depth), \(actions.count) actions, \(startingStatuses.count) starting statuses: "
            + "\(sequencesCovered) sequences covered by running \(sequencesExecuted) (\(stepsExecuted) steps), "
            + "\(statesVisited) states visited, \(formattedDuration)"
        if toleratedFailures > 0 { text += ", \(toleratedFailures) tolerated failures" }
        if let firstFailure { text += "\nfirst failing sequence: \(firstFailure)" }
        return text
    }
}

extension ExplorationReport {
    /// The duration as `0.123 s`.
    var formattedDuration: String { "\((duration * 1000).rounded() / 1000) s" }
}
