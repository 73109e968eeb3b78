import PrimerCore

/// An adapter's behaviour, declared as data: the policy it drives the engine with, what it
/// reports and how, how its API maps to the common concepts, and where the vendor's shipping code
/// differs from its documentation. The conformance suite checks that declared equals observed;
/// `primer-lab` prints and compares profiles.
public struct BehaviourProfile: Sendable, Hashable, Codable {
    /// Short adapter name, as `primer-lab` spells it (`ActiveReach`).
    public var adapter: String
    /// The Swift module (`ActiveReachAdapter`).
    public var module: String
    /// One sentence on what the adapter is.
    public var summary: String
    /// The engine policy, or `nil` for an adapter without a soft-ask card.
    public var policy: PrimerPolicy?
    /// The optional features it claims.
    public var capabilities: AdapterCapabilities
    /// The notification options it uses by default, when it exposes them.
    public var defaultOptions: NotificationOptions?
    /// How each canonical event reaches the app (absent events are not reported).
    public var reporting: [EventReporting]
    /// Which call or callback of this adapter does each common job.
    public var apiMapping: [APIMapping]
    /// Where the vendor's shipping code differs from its documentation (the adapter follows the docs).
    public var quirks: [VendorQuirk]
    /// What the documentation leaves open and what this adapter decided.
    public var decisions: [String]
    /// Documented pushes and what the app hears for each (``AdapterCapabilities/pushEvents`` adapters).
    public var pushSamples: [PushSample] = []
    /// The canonical events after the card's display, in order, when a denied user accepts and the
    /// Settings app cannot be opened, where the vendor documents something else than the engine's
    /// `allow_tapped`, `permission_denied` (`nil`: the engine's).
    public var settingsUnavailableEvents: [PrimerEventName]?
    /// Whether an attempt's answer reaches the app only when its call returns (a card-less call's return
    /// value), so after whatever the call reported on the way (a registration failure): the suite then
    /// expects `permission_granted` / `permission_denied` last in the step.
    public var outcomeReportedOnReturn = false
    /// The statuses a vendor status callback (a report with ``AdapterReport/statuses``) counts as
    /// "allowed", when the adapter calls it whenever the status moves in or out of them (Actito's
    /// `didChangeNotificationSettings`: authorized and provisional, once notifications are enabled); the
    /// suite then wants one in every such step of `profile.statusReportsTrue`. `nil`: no such callback.
    public var statusCallbackAllows: Set<AuthorizationStatus>?
    /// With ``statusCallbackAllows``: whether the callback fires only when the permission it states
    /// (allowed or not) differs from the one the app heard last on this install, across launches
    /// (OneSignal's observers, which keep what they last heard on disk); `profile.statusReportsTrue` then
    /// fails a callback that states the same as the one before it.
    public var statusCallbackOnlyOnChange = false
    /// With ``statusCallbackAllows``: the start of the vendor form of the callback right after which the
    /// status callback also fires when the permission it states has not changed (Actito's
    /// `delegate.didChangeSubscription`: the vendor reports `allowedUI` with every change of transport or
    /// token); otherwise it fires only for a change, and `profile.statusReportsTrue` fails one that states
    /// the same as the one before it. `nil`: no such rule (unless ``statusCallbackOnlyOnChange``).
    public var statusCallbackAlsoRightAfter: String?
    /// With ``statusCallbackAllows``: whether a provisional user who becomes authorized or ephemeral is told
    /// "not allowed" and then "allowed" in the same step (OneSignal's state drops provisional before it
    /// records the grant, and each change fires its observers); `profile.statusReportsTrue` then accepts
    /// that one "not allowed" right before the "allowed" in such a step.
    public var statusCallbackDipsOnProvisionalUpgrade = false
    /// Whether a call made while another attempt is under way may wait inside the adapter, on the
    /// vendor's own queue or shared task (Rakuten's message queue, Actito's one enabling task), instead of
    /// returning, joining the engine's accept in flight or asking iOS. No port shows such a wait, so
    /// `promise.oneRequestUnderConcurrency` then lets its held request go once nothing moves (the one
    /// quiet rule); otherwise only once every call is accounted for.
    public var concurrentCallsWaitInAdapter = false
    /// The key under which the adapter keeps, across launches, how many cards it has handed to the screen
    /// on this install, as an integer (CleverTap's local in-app count); `nil`: no such count. The suite
    /// wants it up by one for every card handed to the screen (each with its `in_app.displayed`, a card
    /// that then fails to present included) and unchanged in every other step; the count before is read
    /// as the vendor reads its number (`StoredValue.integerReading`: a whole double or a Boolean counts as
    /// the number it is), anything else counts as none.
    public var displayCountKey: String?
    /// What the adapter's call that turns the app's notifications off
    /// (``NotificationDisablingDriver/disableNotifications()``) does with the APNs registration: `true` when it undoes
    /// it (Actito's `disableRemoteNotifications()`), `false` when it keeps it; `nil`: no such call.
    /// `profile.statusReportsTrue` then turns notifications off and on again in its scenarios.
    public var disableUnregisters: Bool?
    /// The adapter's other request calls (``OtherRequest``), made through ``OtherRequestsDriver/otherRequest(at:)``
    /// by index; `profile.statusReportsTrue` makes each from every status.
    public var otherRequests: [OtherRequest] = []
    /// The code of the diagnostic the adapter reports when a write of its own to the app's store fails
    /// (`store.writeFailed`); `nil`: not declared. `profile.failuresAsDeclared` then makes every write
    /// fail during an accept and wants the diagnostic on the device.
    public var storeWriteFailureDiagnostic: String?
    /// Whether the adapter reads the authorization status on its own at every launch (the vendor's SDK
    /// start, CleverTap's and OneSignal's) and on every return to the foreground; `profile.matchesBehaviour`
    /// then wants at least one read in each such step (reads are otherwise bounded from above only).
    public var readsStatusAtLaunch = false
    public var readsStatusOnForeground = false

    public init(
        adapter: String, module: String, summary: String, policy: PrimerPolicy?,
        capabilities: AdapterCapabilities, defaultOptions: NotificationOptions? = nil,
        reporting: [EventReporting] = [], apiMapping: [APIMapping] = [], quirks: [VendorQuirk] = [],
        decisions: [String] = [], pushSamples: [PushSample] = [],
        settingsUnavailableEvents: [PrimerEventName]? = nil, outcomeReportedOnReturn: Bool = false,
        statusCallbackAllows: Set<AuthorizationStatus>? = nil, concurrentCallsWaitInAdapter: Bool = false,
        disableUnregisters: Bool? = nil
    ) {
        self.adapter = adapter
        self.module = module
        self.summary = summary
        self.policy = policy
        self.capabilities = capabilities
        self.defaultOptions = defaultOptions
        self.reporting = reporting
        self.apiMapping = apiMapping
        self.quirks = quirks
        self.decisions = decisions
        self.pushSamples = pushSamples
        self.settingsUnavailableEvents = settingsUnavailableEvents
        self.outcomeReportedOnReturn = outcomeReportedOnReturn
        self.statusCallbackAllows = statusCallbackAllows
        self.concurrentCallsWaitInAdapter = concurrentCallsWaitInAdapter
        self.disableUnregisters = disableUnregisters
    }

    /// How `event` reaches the app, or `nil` when this adapter does not report it.
    public func reporting(of event: PrimerEventName) -> String? {
        reporting.first { $0.event == event }?.vendorForm
    }
}
