import Foundation
import PrimerCore

/// The error the simulated registrar throws for ``RegistrationScript/failure(_:)``.
public struct SimulatedRegistrationError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The scripted description.
    public var description: String

    /// Creates the error with `description`.
    public init(description: String) { self.description = description }
}
