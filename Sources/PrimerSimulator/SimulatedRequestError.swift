import Foundation
import PrimerCore

/// The error the simulated permission center throws when a request failure is scripted.
public struct SimulatedRequestError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The scripted description.
    public var description: String

    /// Creates the error with `description`.
    public init(description: String) { self.description = description }
}
