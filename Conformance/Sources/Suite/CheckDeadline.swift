import Foundation

/// How long one check may go without entering a new step before the suite gives up on it: a wedged
/// adapter (a call that never returns) then fails that check with its name and the sequence it was in,
/// instead of hanging `swift test`, `primer-lab` and CI.
///
/// The deadline only turns a hang into a failure; no check's verdict depends on time. It runs again
/// whenever the check entered a step meanwhile, so a slow check (a depth-6 exploration takes well under
/// a second alone, about 16 s under a parallel `swift test` on two shared cores, minutes under the
/// sanitizers on a loaded machine) is never cut short. Tests inject an ``init(_:expiry:)`` that fires on
/// an event, not after a wait.
public struct CheckDeadline: Sendable, CustomStringConvertible {
    /// The limit used when none is given: 120 seconds of wall-clock time without a new step.
    public static let standard = CheckDeadline.seconds(120)

    /// What the limit is, for the failure message (`120 s`).
    public var description: String
    /// Returns when the time is up; throws when cancelled (the check finished first).
    let expiry: @Sendable () async throws -> Void

    /// A limit that expires when `expiry` returns (a test's event); `description` names it.
    public init(_ description: String, expiry: @escaping @Sendable () async throws -> Void) {
        self.description = description
        self.expiry = expiry
    }

    /// A wall-clock limit of `seconds`.
    public static func seconds(_ seconds: TimeInterval) -> CheckDeadline {
        let nanoseconds = UInt64(max(0, min(seconds, 1e9)) * 1e9)
        return CheckDeadline("\(seconds.formatted()) s") { try await Task.sleep(nanoseconds: nanoseconds) }
    }
}

extension TimeInterval {
    /// `120` for whole numbers, `0.5` otherwise.
    fileprivate func formatted() -> String {
        rounded() == self ? String(Int(self)) : String(self)
    }
}
