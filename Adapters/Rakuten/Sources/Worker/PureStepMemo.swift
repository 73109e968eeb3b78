/// Where the SDK's worker computes its costly pure steps: decoding the configuration and ping responses
/// and the saved user cache, and encoding the user cache and the request bodies.
///
/// An app never sets one: the worker computes every step. The conformance driver hands one that keeps
/// the results across the thousands of relaunches of an exhaustive exploration, so the explorer's speed
/// comes from the harness, never from a cache in what an app links.
package protocol PureStepMemo: Sendable {
    /// `compute(input)`, or a result of an earlier call with an equal input and the same `Output` type.
    /// A thrown error must not be kept.
    func result<Input: Hashable & Sendable, Output: Sendable, Failure: Error>(
        for input: Input, _ compute: (Input) throws(Failure) -> Output
    ) throws(Failure) -> Output
}

/// What an app's worker uses: every step computed afresh.
struct ComputeEveryStep: PureStepMemo {
    func result<Input: Hashable & Sendable, Output: Sendable, Failure: Error>(
        for input: Input, _ compute: (Input) throws(Failure) -> Output
    ) throws(Failure) -> Output {
        try compute(input)
    }
}
