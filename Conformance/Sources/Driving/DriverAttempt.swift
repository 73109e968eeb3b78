import PrimerCore

/// How one attempt ended, as the adapter's public API said it.
public struct DriverAttempt: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The canonical meaning of the final answer.
    public var result: PrimerResult
    /// The adapter's own words for it (for example `.accepted`, `push_primer.permission_granted`).
    public var vendorOutcome: String
    /// Why a suppressed attempt was suppressed (`nil` for any other result). Required: a suppressed
    /// attempt without a reason fails `profile.matchesBehaviour`; the suite compares the reason with the
    /// one it expects.
    public var suppression: SuppressionReason?
    /// Set only by ``suppressedWithoutReason(vendorOutcome:because:)``: why the vendor's API cannot say
    /// why it suppressed (the suite then compares the outcome only).
    public private(set) var reasonUnstated: String?

    /// Creates an attempt; `suppression` is stated on every call (`nil` unless `result` is `.suppressed`).
    public init(result: PrimerResult, vendorOutcome: String, suppression: SuppressionReason?) {
        self.result = result
        self.vendorOutcome = vendorOutcome
        self.suppression = suppression
    }

    /// A suppressed attempt whose vendor API gives the app no reason; `because` says so (for example
    /// "the SDK skips the campaign for authorized users without a callback"). Declared, not omitted.
    public static func suppressedWithoutReason(vendorOutcome: String, because: String) -> DriverAttempt {
        var attempt = DriverAttempt(result: .suppressed, vendorOutcome: vendorOutcome, suppression: nil)
        attempt.reasonUnstated = because
        return attempt
    }

    /// `result (vendorOutcome)`.
    public var description: String { "\(result.rawValue) (\(vendorOutcome))" }
}
