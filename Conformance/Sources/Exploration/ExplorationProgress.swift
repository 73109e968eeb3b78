import Foundation
import PrimerCore

/// How far a running ``Exploration`` got, reported after each depth level.
public struct ExplorationProgress: Sendable, Hashable, Codable {
    /// The level just finished (sequence length).
    public var level: Int
    /// The deepest level it will reach.
    public var depth: Int
    /// Sequences run so far.
    public var sequencesExecuted: Int
    /// Distinct states seen so far.
    public var statesVisited: Int
}
