@_spi(AdapterAuthoring) import PrimerCore

/// The last few results of a costly pure function, shared by the process: the same ping bytes decode to
/// the same response and the same user cache encodes to the same bytes, and an app (or an exhaustive
/// exploration, which relaunches thousands of times) meets the same ones again and again.
///
/// Holds at most `limit` results; when full it starts afresh. Results are computed outside the lock, so
/// two callers may both compute one; either result is the same.
final class RecentResults<Input: Hashable & Sendable, Output: Sendable>: Sendable {
    private let results = LockedValue<[Input: Output]>([:])
    private let limit: Int

    init(limit: Int) {
        self.limit = limit
    }

    /// `make(input)`, or the result kept from an earlier call with an equal input. A thrown error is not
    /// kept.
    func result<Failure: Error>(
        for input: Input, _ make: (Input) throws(Failure) -> Output
    ) throws(Failure) -> Output {
        if let known = results.withLock({ $0[input] }) { return known }
        let output = try make(input)
        results.withLock { results in
            if results.count >= limit { results.removeAll() }
            results[input] = output
        }
        return output
    }
}
