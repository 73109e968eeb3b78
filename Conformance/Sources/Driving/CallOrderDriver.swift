/// A driver that makes the calls of an app one after another, probed for with `as?` by
/// `promise.callOrder`: the suite makes each of its ``callSequences`` back to back (nothing awaited in
/// between) and again one at a time (each call's work done before the next), each on a fresh device,
/// and requires the same reports (compared as a multiset, so put what a call observed in its report's
/// text), system calls, final status and disk.
public protocol CallOrderDriver: PrimerDriver {
    /// The sequences an app makes, in the vendor's own sample order (its README's and seed samples'):
    /// only calls whose effect does not wait for the user's answer to a card (a card on screen would
    /// be answered at another moment in the two runs).
    var callSequences: [[AppCall]] { get }

    /// Makes `call` through the adapter's public API, as an app does, and returns at once without
    /// waiting for its work; what it reports (a completion's answer) goes to the driver's reports.
    @MainActor func make(_ call: AppCall)
}
