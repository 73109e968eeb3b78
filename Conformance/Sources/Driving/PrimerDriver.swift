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
/// The capability hooks (``deliverPush(_:)``, ``notificationOptions()``,
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
    /// ``AdapterCapabilities/notificationOptions``: sets `options` through the adapter's public API, with
    /// or without an app-side handler for the system's "notification settings" link
    /// (`shouldOpenSettings`-style). `false` when the adapter does not expose options.
    func configureOptions(_ options: NotificationOptions, handlesSettingsLink: Bool) async -> Bool
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
    /// Not supported: `false`.
    public func configureOptions(_ options: NotificationOptions, handlesSettingsLink: Bool) async -> Bool { false }
}

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

/// The outcome of a tap already made, awaited later (``DoubleTap/tapped(_:_:)``).
public struct PendingAttempt: Sendable {
    private let outcome: @Sendable () async -> DriverAttempt

    /// A tap whose outcome `outcome` awaits (for example the value of the task the tap returned).
    public init(_ outcome: @escaping @Sendable () async -> DriverAttempt) { self.outcome = outcome }

    /// The tap's outcome, once it is answered.
    public var value: DriverAttempt { get async { await outcome() } }
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

/// One thing an adapter reported through its public API.
public struct AdapterReport: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The canonical event it stands for, when it stands for one.
    public var event: PrimerEventName?
    /// How the adapter said it (for example `emit("push_primer.allow_tapped")`, `outcome(.accepted)`,
    /// `delegate.didChangeSubscription`).
    public var vendorForm: String
    /// Whether the app heard it on the main thread, for callbacks documented as main-actor (`nil` when
    /// the driver did not observe it).
    public var onMainThread: Bool?
    /// The statuses this report says the app is in, for vendor callbacks that state the permission
    /// without a canonical event (Actito's `didChangeNotificationSettings(allowedUI)`); `nil` when it
    /// states none. The suite checks the device's status after the step is one of them.
    public var statuses: Set<AuthorizationStatus>?
    /// When the report was made, in ``DeliveryOrder`` (0 when unknown, as after decoding): a driver that
    /// makes the report inside the adapter's callback lets the suite check the stamp at that moment.
    /// Neither compared nor encoded.
    var deliveredAt: UInt64 = 0

    /// Creates a report; make it inside the callback the app hears, so its moment is the delivery's.
    /// `statuses`: the statuses a vendor status callback says the app is in (see ``statuses``).
    public init(
        event: PrimerEventName?, vendorForm: String, onMainThread: Bool? = nil,
        statuses: Set<AuthorizationStatus>? = nil
    ) {
        self.event = event
        self.vendorForm = vendorForm
        self.onMainThread = onMainThread
        self.statuses = statuses
        deliveredAt = DeliveryOrder.next()
    }

    private enum CodingKeys: String, CodingKey { case event, vendorForm, onMainThread, statuses }

    /// Equal when the event, the vendor form and the thread are (not the moment).
    public static func == (lhs: AdapterReport, rhs: AdapterReport) -> Bool {
        lhs.event == rhs.event && lhs.vendorForm == rhs.vendorForm && lhs.onMainThread == rhs.onMainThread
    }

    /// Hashes what `==` compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(event)
        hasher.combine(vendorForm)
        hasher.combine(onMainThread)
    }

    /// The vendor form.
    public var description: String { vendorForm }
}

/// Everything the suite and `primer-lab` need to know about one adapter: its declared behaviour and a
/// factory that builds a fresh driver over a (fresh or relaunched) environment.
///
/// Convention: each adapter module publishes its descriptor as a static member of this type
/// (`AdapterDescriptor.activeReach`, `.pushwoosh`, `.actito`, `.rakuten`; the suite's `.reference`),
/// so the cross-adapter test and `primer-lab` list adapters as `[.activeReach, .pushwoosh, ...]`.
public struct AdapterDescriptor: Sendable {
    /// The declared behaviour.
    public var profile: BehaviourProfile
    /// Builds a fresh adapter and its driver over `environment`, as a newly launched app would.
    public var makeDriver: @Sendable (PlatformEnvironment) async -> any PrimerDriver
    /// The settings a tool may choose for this adapter (`nil`: none), each building a configured descriptor.
    public var configuration: AdapterConfiguration?

    public init(
        profile: BehaviourProfile, configuration: AdapterConfiguration? = nil,
        makeDriver: @escaping @Sendable (PlatformEnvironment) async -> any PrimerDriver
    ) {
        self.profile = profile
        self.configuration = configuration
        self.makeDriver = makeDriver
    }

    /// The adapter's short name (the profile's).
    public var name: String { profile.adapter }
}
