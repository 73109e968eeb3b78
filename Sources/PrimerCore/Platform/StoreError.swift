/// Why a store could not write.
public enum StoreError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The value cannot be stored as given (for example a non-finite number).
    case invalidValue(key: String, reason: String)
    /// The backing storage refused the write (disk full, permission, directory missing).
    case writeFailed(path: String, reason: String)

    /// A sentence naming the key or path and the reason.
    public var description: String {
        switch self {
        case let .invalidValue(key, reason): "cannot store value for key '\(key)': \(reason)"
        case let .writeFailed(path, reason): "cannot write store file '\(path)': \(reason)"
        }
    }
}
