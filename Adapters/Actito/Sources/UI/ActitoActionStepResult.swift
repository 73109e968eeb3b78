import Foundation

/// How a step ended.
public enum ActitoActionStepResult: Sendable, Hashable {
    /// It ran.
    case completed
    /// The user backed out.
    case cancelled
    /// It could not run.
    case failed(reason: String)
}
