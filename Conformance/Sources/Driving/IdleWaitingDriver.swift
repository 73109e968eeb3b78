/// A driver of an adapter whose public API has a wait for its own fire-and-forget work (ActiveReach's
/// `waitUntilIdle()`) and a status check answered through a completion, probed for with `as?`: the suite
/// holds the check's status read and judges when the wait returns.
public protocol IdleWaitingDriver: PrimerDriver {
    /// Makes the adapter's status check in its completion form (ActiveReach's `isAlreadyAuthorized { }`)
    /// and returns at once, with a probe that tells whether the completion has run.
    func startStatusCheck() -> @Sendable () -> Bool

    /// The adapter's wait for every action called so far, as an app or a test calls it.
    func waitUntilIdle() async
}
