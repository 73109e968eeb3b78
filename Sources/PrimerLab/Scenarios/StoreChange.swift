import PrimerConformance
import PrimerCore
import PrimerSimulator

/// One change an adapter made to the app's disk during a measured step.
public struct StoreChange: Sendable, Hashable, Codable, CustomStringConvertible {
    public var key: String
    /// The new value (timestamps equal to the simulated "now" read `now`), or `nil` when removed.
    public var value: String?

    public init(key: String, value: String?) {
        self.key = key
        self.value = value
    }

    /// `key=value` or `key removed`.
    public var description: String { value.map { "\(key)=\($0)" } ?? "\(key) removed" }
}
