import PrimerCore

/// The uniform way to drive any adapter (the "primer abstraction"): the conformance suite and
/// `primer-lab` use it to run every vendor's primer the same way without knowing its API.
///
/// Each adapter module implements it with its own public API only, exactly as an app would call it:
/// the card is answered by the environment's `CardPresenter` (the simulator's scripted user), and
/// whatever the adapter reports (events, outcomes, delegate calls) is collected as ``AdapterReport``s.
/// Relaunch, Settings and the clock are the environment's business: a relaunch is a fresh driver over
/// the same device, built by the adapter's ``AdapterDescriptor/makeDriver``.
///
/// Contract: ``presentPrimer()`` runs one whole attempt and returns once the adapter has reported its
/// answer; reports that arrive later (a settings round-trip, a registration) are collected too and
/// handed out by the next ``takeReports()``.
///
/// Adapters without a card (``AdapterCapabilities/softAskCard`` unclaimed) implement ``presentPrimer()``
/// with their "enable notifications" call: the app's own button is the explicit accept.
///
/// Teardown: the factory's driver is also the way to stop what it started, ``stop()``.
///
/// What only some adapters can do is a protocol of its own, which the suite probes for with `as?` (as
/// Go's `testing/fstest` probes `fs.ReadDirFS`): ``PushEventsDriver``, ``NotificationOptionsDriver``,
/// ``ForegroundPresentationDriver``, ``ThrottleResettingDriver``, ``NotificationDisablingDriver``,
/// ``NotificationStateDriver`` and ``OtherRequestsDriver``. A driver that claims a capability (or maps a concept) it does not
/// implement fails `profile.consistent`. The two taps on one card
/// (``presentPrimerTappingAccept(then:)``) and the suppression reason of ``DriverAttempt`` have none:
/// every driver states them.
public protocol PrimerDriver: Sendable {
    /// Runs one primer attempt through the adapter's public API.
    func presentPrimer() async -> DriverAttempt
    /// Everything the adapter reported through its public API since the last call, in order. Keep the
    /// reports in a ``ReportLog`` the factory makes (a stored property set in the driver's initialiser):
    /// the suite reads it while it holds a card or a system request, when this call may be waiting for
    /// the adapter to go idle.
    func takeReports() async -> [AdapterReport]
    /// Two taps on one card: the card is shown once, the user taps accept, then `second` (accept again,
    /// later or dismiss) before the first tap is answered. Make both taps, then return at once with
    /// ``DoubleTap/tapped(_:_:)``, their outcomes still pending: the suite holds the system request until
    /// this call returns, so the second tap always lands while the first is in flight. No default: a
    /// driver that cannot tap twice says why, with ``DoubleTap/answeredOnceByPresenter(_:)`` or
    /// ``DoubleTap/noCard``, and the suite checks the declaration against the profile.
    func presentPrimerTappingAccept(then second: CardAnswer) async -> DoubleTap
    /// Stops what the factory started for this driver (the adapter's tracked work, observers, callbacks
    /// into the driver's log), so that nothing it began outlives the check. The suite calls it on every
    /// driver it made (a relaunched process's too) after every check, also when the check's deadline
    /// expired; `primer-lab` after every scenario. The driver is not driven again. No default: a driver
    /// whose adapter starts nothing that outlives a call says so in an empty body.
    func stop() async
}
