import PrimerCore

/// One named promise the suite verifies. `String`-backed and `CaseIterable`, so an adapter's test is one
/// parameterised test over `allCases` and a new check reaches every adapter without edits; the raw
/// value is stable and is what reports, `primer-lab` and re-runs of a single case print.
public enum ConformanceCheck: String, Sendable, Hashable, Codable, CaseIterable, CustomStringConvertible {
    // MARK: The engine promises (`SoftAskEngine`), observed through the adapter's public API

    /// Promise 1a: no system request unless the user accepted (declining, dismissing, a card that failed
    /// to show, launching, relaunching and returning to the foreground never ask).
    case noPromptWithoutAccept = "promise.noPromptWithoutAccept"
    /// Promise 1b: an accept asks only when the status lets the prompt show (notDetermined, or provisional
    /// when upgrading without `.provisional`); denied, authorized and ephemeral users are not asked.
    case noPromptUnlessStatusAllows = "promise.noPromptUnlessStatusAllows"
    /// Promise 2: concurrent presents and accepts collapse into one card and one system request.
    case oneRequestUnderConcurrency = "promise.oneRequestUnderConcurrency"
    /// Promise 2, mixed taps: "Later" or a dismiss tapped on a card whose accept is still waiting for iOS
    /// joins that accept (one request, its outcome for both taps, no decline reported or stamped).
    case mixedTapsJoin = "promise.mixedTapsJoin"
    /// Promise 3, in time: with the card held on screen and the system request held open, `displayed` is
    /// reported while the card is up (and after a show-time stamp is on disk), `allow_tapped` at the tap
    /// before iOS answers, the answer only after iOS answered; with a status check's read held, the
    /// adapter's own idle wait (``IdleWaitingDriver``) returns only after the check's completion.
    case reportsOnTime = "promise.reportsOnTime"
    /// Promise 3: every attempt ends in exactly one outcome, with its events reported once, in order.
    case oneOutcomeOrderedEvents = "promise.oneOutcomeOrderedEvents"
    /// Promise 4a: the card stays hidden while the declared throttle runs and shows again once it ends.
    case throttleHonoured = "promise.throttleHonoured"
    /// Promise 4b: the throttle stamp is on disk when the outcome is reported.
    case throttlePersistedBeforeOutcome = "promise.throttlePersistedBeforeOutcome"
    /// Promise 4c: the throttle survives a relaunch (a new process over the same disk).
    case throttleSurvivesRelaunch = "promise.throttleSurvivesRelaunch"
    /// Promise 4d: corrupt or foreign values in the adapter's stored keys read as "no state": no crash,
    /// no lock-out.
    case corruptStoreTolerated = "promise.corruptStoreTolerated"
    /// Promise 5: a denied user who accepts goes to Settings, and on the return to the foreground the
    /// status is read again and acted upon.
    case settingsRoundTrip = "promise.settingsRoundTrip"
    /// Registration with APNs happens as the policy declares (after a grant, always, or never), never
    /// before the user answered.
    case registrationAsDeclared = "promise.registrationAsDeclared"
    /// Callbacks the adapter documents as main-actor reach the app on the main thread.
    case callbacksOnMainActor = "promise.callbacksOnMainActor"

    // MARK: Declared behaviour = observed behaviour

    /// The profile is self-consistent: claimed capabilities match the declared policy and options.
    case profileConsistent = "profile.consistent"
    /// Scenario by scenario (starting status × card answer × system answer × Settings), the outcome,
    /// the card, the prompt, Settings and the final status are what the profile's policy predicts.
    case profileMatchesBehaviour = "profile.matchesBehaviour"
    /// Vendor callbacks that state the permission without a canonical event (``AdapterReport/statuses``)
    /// state the device's status after the step.
    case statusReportsTrue = "profile.statusReportsTrue"
    /// The system failing (a request that throws, a registration that fails, Settings that cannot open,
    /// status reads that hang) is reported as declared: a `failed` outcome reported as a denial,
    /// `registrationFailed`, a denial without a redirect, no blind request.
    case failuresAsDeclared = "profile.failuresAsDeclared"
    /// A provisional user who accepts is upgraded with a request that omits `.provisional`.
    case provisionalUpgrade = "profile.provisionalUpgrade"

    // MARK: Push events

    /// Each declared push sample reaches the app once, with the declared callbacks, in delivery order.
    case pushEventsDelivered = "push.eventsDelivered"
    /// Payloads from another sender reach the adapter's "unknown" callbacks.
    case pushUnknownPayloads = "push.unknownPayloads"
    /// Malformed payloads never crash, never wedge the adapter and never lose stored state.
    case pushMalformedPayloads = "push.malformedPayloads"

    // MARK: Notification options

    /// The options in use by default are the declared ones, they are what is requested, and a
    /// configured set reads back and is requested instead.
    case optionsAsDeclared = "options.asDeclared"
    /// Requesting `providesAppNotificationSettings` without a settings-link handler is reported as the
    /// diagnostic `options.settingsHandlerMissing`; with a handler it is not.
    case optionsSettingsHandlerMissing = "options.settingsHandlerMissing"

    // MARK: The status monitor

    /// `PermissionStatusMonitor` beside the adapter on its device: every change reaches every consumer
    /// (two streams and a callback) once, in order; a Settings return is told once, later foregrounds are
    /// plain ones; a foreground with nothing changed, and a read that timed out, tell no change.
    case statusMonitorPromises = "status.monitorPromises"

    // MARK: Vendor cases

    /// Every vendor case the adapter ships (``AdapterDescriptor/cases``: a documented behaviour of the
    /// vendor's API as data, with its source) gives the trace it expects, by ``VendorCase``'s matching
    /// rule, through the adapter's declared public forms (``AdapterDescriptor/surface``).
    case vendorCases = "vendor.cases"

    // MARK: Exhaustive exploration

    /// Every sequence of user and system actions up to the suite's exploration depth, from every starting
    /// status, keeps every invariant after every step (see ``Exploration``).
    case exploration = "exploration.invariants"

    /// The capabilities an adapter must claim for this check to run; unclaimed means skipped, visibly.
    public var requiredCapabilities: AdapterCapabilities {
        switch self {
        case .throttleHonoured, .throttlePersistedBeforeOutcome, .throttleSurvivesRelaunch: .throttle
        case .settingsRoundTrip: .settingsFallback
        case .provisionalUpgrade: .provisionalUpgrade
        case .pushEventsDelivered, .pushUnknownPayloads, .pushMalformedPayloads: .pushEvents
        case .optionsAsDeclared, .optionsSettingsHandlerMissing: .notificationOptions
        case .noPromptWithoutAccept, .noPromptUnlessStatusAllows, .oneRequestUnderConcurrency, .mixedTapsJoin,
            .reportsOnTime,
            .oneOutcomeOrderedEvents, .corruptStoreTolerated, .registrationAsDeclared, .callbacksOnMainActor,
            .profileConsistent, .profileMatchesBehaviour, .failuresAsDeclared, .statusReportsTrue,
            .statusMonitorPromises, .vendorCases, .exploration:
            []
        }
    }

    /// Why the check is skipped for `profile`, or `nil` when it runs.
    public func skipReason(for profile: BehaviourProfile) -> String? {
        let missing = requiredCapabilities.subtracting(profile.capabilities)
        guard !missing.isEmpty else { return nil }
        return "\(profile.adapter) does not claim \(missing.names.joined(separator: ", "))"
    }

    /// One line on what the check proves, for listings (`primer-lab check`, reports).
    public var summary: String {
        switch self {
        case .noPromptWithoutAccept: "later, dismiss, a failed card, launches and foregrounds never ask the system"
        case .noPromptUnlessStatusAllows: "an accept asks only from notDetermined (or provisional, upgrading), once"
        case .oneRequestUnderConcurrency: "concurrent presents: one card, one request, one registration"
        case .mixedTapsJoin: "accept, then later or dismiss on the same card before iOS answers: one attempt"
        case .reportsOnTime:
            "displayed while the card is up, allow_tapped before iOS answers, the answer after; idle waits outlast checks"
        case .oneOutcomeOrderedEvents: "the declared events of each attempt, once each, in order"
        case .throttleHonoured: "the card stays hidden while the throttle runs and shows when it ends"
        case .throttlePersistedBeforeOutcome: "the throttle stamp is on disk when the outcome is reported"
        case .throttleSurvivesRelaunch: "the throttle survives relaunches"
        case .corruptStoreTolerated: "garbage in any stored key behaves like a clean disk"
        case .settingsRoundTrip: "denied + accept opens Settings; the return reads the status again"
        case .registrationAsDeclared: "APNs registration as the policy declares, never before the answer"
        case .callbacksOnMainActor: "main-actor callbacks arrive on the main actor"
        case .profileConsistent:
            "claimed capabilities agree with the declared policy, options and samples, and the driver implements them"
        case .profileMatchesBehaviour: "every status × answer scenario behaves as the policy predicts"
        case .statusReportsTrue: "vendor status callbacks (allowedUI and the like) state the real status"
        case .failuresAsDeclared: "a throwing request, failed registration, no Settings, hung status reads"
        case .provisionalUpgrade: "provisional + accept: a prompt, requested without .provisional"
        case .pushEventsDelivered: "declared pushes reach the app once, as declared, in order"
        case .pushUnknownPayloads: "other senders' pushes reach the unknown callbacks"
        case .pushMalformedPayloads: "malformed payloads: no crash, no wrong callback, no lost state"
        case .optionsAsDeclared: "default options as declared and requested; configured ones read back"
        case .optionsSettingsHandlerMissing: "providesAppNotificationSettings without a handler is reported"
        case .statusMonitorPromises:
            "the status monitor tells every consumer each change once; a Settings return once; no change from a hung read"
        case .vendorCases: "each vendor case's documented trace, through the declared public forms"
        case .exploration: "every action sequence up to the depth keeps every invariant"
        }
    }

    public var description: String { rawValue }
}
