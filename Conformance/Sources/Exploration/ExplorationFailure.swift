import Foundation
import PrimerCore

/// A minimal failing sequence: no shorter sequence from any starting status fails.
public struct ExplorationFailure: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The status the device started in.
    public var startingStatus: AuthorizationStatus
    /// The actions, in order; the last one broke an invariant.
    public var actions: [ExplorationAction]
    /// What broke, as the named checks see it.
    public var failures: [ConformanceFailure]

    /// `from denied: later › relaunch › later`, then the failures.
    public var description: String {
        (["from \(startingStatus): \(actions.map(\.rawValue).joined(separator: " › "))"]
            + failures.map { "  \($0)" }).joined(separator: "\n")
    }
}
