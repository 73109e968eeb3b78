import Synchronization

/// Compiled trigger regexes by pattern, so each pattern is compiled (and a bad one reported) once.
/// Holds at most ``capacity`` patterns; beyond that it starts afresh.
public final class RegexCache: Sendable {
    /// Most patterns kept.
    public static let capacity = 256
    private let compiled = Mutex<[String: Result<BoundedRegex, BoundedRegex.RegexError>]>([:])

    /// Creates an empty cache.
    public init() {}

    /// The compiled pattern or why it cannot be used.
    public func regex(_ pattern: String) -> Result<BoundedRegex, BoundedRegex.RegexError> {
        if let known = compiled.withLock({ $0[pattern] }) { return known }
        let result: Result<BoundedRegex, BoundedRegex.RegexError>
        do {
            result = .success(try BoundedRegex(pattern))
        } catch {
            result = .failure(error)
        }
        compiled.withLock { cache in
            if cache.count >= Self.capacity { cache.removeAll() }
            cache[pattern] = result
        }
        return result
    }
}
