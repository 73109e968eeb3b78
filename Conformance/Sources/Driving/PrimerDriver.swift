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
/// The capability hooks (``deliverPush(_:)``, ``foregroundPresentation(_:)``, ``notificationOptions()``,
/// ``configureOptions(_:handlesSettingsLink:)``) have default implementations that say "not supported";
/// an adapter overrides those whose capability it claims. The two taps on one card
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
    /// ``AdapterCapabilities/pushEvents``: hands the adapter a push as the system would (through its
    /// public entry points: the app delegate / `UNUserNotificationCenterDelegate` forwarding calls) and
    /// returns once every callback it triggers has run. `false` when the adapter has no push events.
    func deliverPush(_ push: PushDelivery) async -> Bool
    /// ``AdapterCapabilities/notificationOptions``: the options the adapter uses now, or `nil`.
    func notificationOptions() async -> NotificationOptions?
    /// ``AdapterCapabilities/pushEvents`` with ``AdapterCapabilities/notificationOptions``: the options
    /// the adapter answers when iOS is about to show the push `payloadJSON` (the APNs `userInfo` as JSON
    /// text) while the app is in the foreground (`userNotificationCenter(_:willPresent:)`), or `nil`.
    func foregroundPresentation(_ payloadJSON: String) async -> PresentationOptions?
    /// ``AdapterCapabilities/notificationOptions``: sets `options` through the adapter's public API, with
    /// or without an app-side handler for the system's "notification settings" link
    /// (`shouldOpenSettings`-style). `false` when the adapter does not expose options.
    func configureOptions(_ options: NotificationOptions, handlesSettingsLink: Bool) async -> Bool
    /// ``APIMapping/Concept/resetThrottle``: forgets the throttle through the adapter's public reset
    /// (ActiveReach's `clearCooldown()`), as an app does when its operator resets the opt-in state.
    /// `false` when the adapter has none; a profile that maps `resetThrottle` must have it.
    func resetThrottle() async -> Bool
    /// ``BehaviourProfile/disableUnregisters``: turns the app's notifications off through the adapter's
    /// public API (Actito's `disableRemoteNotifications()`), as an app's "notifications off" switch does.
    /// `false` when the adapter has no such call; a profile that declares one must have it.
    func disableNotifications() async -> Bool
    /// What the adapter's own public properties say about the app's notifications now (Actito's
    /// `hasRemoteNotificationsEnabled` and `allowedUI`), or `nil` when it keeps no such state.
    func notificationState() async -> AdapterNotificationState?
    /// ``BehaviourProfile/otherRequests``: makes the profile's other request call at `index` and returns
    /// once its answer and every callback it caused have run, with what the app heard; `nil` when the
    /// driver has no such call.
    func otherRequest(at index: Int) async -> Bool?
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

extension PrimerDriver {
    /// Not supported: `false`.
    public func deliverPush(_ push: PushDelivery) async -> Bool { false }
    /// Not supported: `nil`.
    public func notificationOptions() async -> NotificationOptions? { nil }
    /// Not supported: `nil`.
    public func foregroundPresentation(_ payloadJSON: String) async -> PresentationOptions? { nil }
    /// Not supported: `false`.
    public func configureOptions(_ options: NotificationOptions, handlesSettingsLink: Bool) async -> Bool { false }
    /// Not supported: `false`.
    public func resetThrottle() async -> Bool { false }
    /// Not supported: `false`.
    public func disableNotifications() async -> Bool { false }
    /// Not kept: `nil`.
    public func notificationState() async -> AdapterNotificationState? { nil }
    /// Not supported: `nil`.
    public func otherRequest(at index: Int) async -> Bool? { nil }
}
