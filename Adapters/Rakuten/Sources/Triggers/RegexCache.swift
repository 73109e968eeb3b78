@_spi(AdapterAuthoring) import PrimerCore

/// Compiled trigger regexes by pattern, so each pattern is compiled (and a bad one reported) once.
/// Holds at most ``capacity`` patterns; beyond that it starts afresh.
@_spi(Fuzzing)
public final class RegexCache: Sendable {
    /// Most patterns kept.
    public static let capacity = 256
    private let compiled = LockedValue<[String: Result<BoundedRegex, BoundedRegex.RegexError>]>([:])

    public init() {}

    /// The compiled pattern or why it cannot be used; `reportFirstFailure` hears about a pattern that
    /// cannot be used only the first time it is compiled, so a bad campaign does not flood the app.
    public func regex(
        _ pattern: String,
        reportFirstFailure: (BoundedRegex.RegexError) -> Void = { _ in }
    ) -> Result<BoundedRegex, BoundedRegex.RegexError> {
        compiled.withLock { $0[pattern] } ?? compile(pattern, reportFirstFailure: reportFirstFailure)
    }

    /// As ``regex(_:reportFirstFailure:)``, spending ``BoundedRegex/compileSteps(_:)`` of `budget` on a
    /// pattern not cached yet; `nil`, with nothing compiled, when the budget has not that many.
    func regex(
        _ pattern: String, budget: inout MatchBudget,
        reportFirstFailure: (BoundedRegex.RegexError) -> Void
    ) -> Result<BoundedRegex, BoundedRegex.RegexError>? {
        if let known = compiled.withLock({ $0[pattern] }) { return known }
        guard budget.spend(BoundedRegex.compileSteps(pattern)) else { return nil }
        return compile(pattern, reportFirstFailure: reportFirstFailure)
    }

    private func compile(
        _ pattern: String,
        reportFirstFailure: (BoundedRegex.RegexError) -> Void
    ) -> Result<BoundedRegex, BoundedRegex.RegexError> {
        let result: Result<BoundedRegex, BoundedRegex.RegexError>
        do {
            result = .success(try BoundedRegex(pattern))
        } catch {
            result = .failure(error)
            reportFirstFailure(error)
        }
        compiled.withLock { cache in
            if cache.count >= Self.capacity { cache.removeAll() }
            cache[pattern] = result
        }
        return result
    }
}
