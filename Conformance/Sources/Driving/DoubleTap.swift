/// What a driver's ``PrimerDriver/presentPrimerTappingAccept(then:)`` did, or why it could not: declared,
/// never left out by omission.
public enum DoubleTap: Sendable {
    /// The card was shown once and tapped twice (accept, then the second answer) before the first tap
    /// was answered: both taps are made, their outcomes pending.
    case tapped(PendingAttempt, PendingAttempt)
    /// The adapter's card is shown by the engine and answered through the environment's `CardPresenter`,
    /// which takes one answer per card: a second tap has nothing to reach. The text names the card.
    case answeredOnceByPresenter(String)
    /// The adapter has no card (``AdapterCapabilities/softAskCard`` unclaimed): nothing to tap twice.
    case noCard
}

extension DoubleTap: CustomStringConvertible {
    /// `tapped`, `answeredOnceByPresenter(why)` or `noCard`.
    public var description: String {
        switch self {
        case .tapped: "tapped"
        case let .answeredOnceByPresenter(why): "answeredOnceByPresenter(\(why))"
        case .noCard: "noCard"
        }
    }
}
