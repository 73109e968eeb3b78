import PrimerConformance
import PrimerCore
import PrimerSimulator

/// One change an adapter made to the app's disk during a measured step.
package struct StoreChange: Sendable, Hashable, Codable, CustomStringConvertible {
    package var key: String
    /// The new value (timestamps equal to the simulated "now" read `now`), or `nil` when removed.
    package var value: String?

    package init(key: String, value: String?) {
        self.key = key
        self.value = value
    }

    /// `key=value` or `key removed`.
    package var description: String { value.map { "\(key)=\($0)" } ?? "\(key) removed" }
}
