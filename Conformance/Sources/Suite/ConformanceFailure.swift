/// One broken promise, as a value: which check, at which step of which scenario, what was observed
/// and what the declared behaviour wanted. Reads as `check: step: got X, want Y`.
public struct ConformanceFailure: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The check that failed.
    public var check: ConformanceCheck
    /// Where: the scenario and the step (`notDetermined, card accept, prompt allow › presentPrimer #1: requests`).
    public var step: String
    /// What the adapter did.
    public var got: String
    /// What the declared behaviour (or the engine promise) wants.
    public var want: String

    public init(check: ConformanceCheck, step: String, got: String, want: String) {
        self.check = check
        self.step = step
        self.got = got
        self.want = want
    }

    /// `check: step: got X, want Y`.
    public var description: String { "\(check.rawValue): \(step): got \(got), want \(want)" }
}
