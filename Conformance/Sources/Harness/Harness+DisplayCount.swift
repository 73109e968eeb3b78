import PrimerCore
import PrimerSimulator

extension Harness {
    /// The value under the profile's declared display count key, or `nil` (none declared, or nothing
    /// stored).
    func storedDisplayCount() -> StoredValue? {
        guard let key = descriptor.profile.displayCountKey else { return nil }
        return device.disk.value(forKey: key)
    }
}
