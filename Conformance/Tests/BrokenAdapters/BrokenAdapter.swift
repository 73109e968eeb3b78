import PrimerConformance
import PrimerCore

/// Deliberately broken adapters: each keeps the declared behaviour of ``TestPrimer`` (a correct adapter
/// with every capability) except for one realistic bug, and names the check that must catch it. Broken
/// adapters may bypass the engine on purpose: the suite judges behaviour, not how it was built.
enum BrokenAdapter: String, CaseIterable, Sendable, CustomStringConvertible {
    /// Asks the system again after every answered attempt ("make sure we asked").
    case promptTwice
    /// Sends the system request when the user taps "later" or dismisses the card.
    case promptWithoutAccept
    /// Asks a denied user again instead of (as well as) opening Settings.
    case promptWhenDenied
    /// Declares a 7-day cooldown but never throttles.
    case ignoreThrottle
    /// Clears its own throttle stamp on every launch ("reset state on init").
    case forgetThrottleOnRelaunch
    /// Keeps writes in memory and saves them at the next attempt, after reporting the outcome.
    case stampAfterReporting
    /// Reports the final answer twice (a completion and a delegate both mapped to the outcome).
    case reportOutcomeTwice
    /// Reports "displayed" after the user's answer.
    case eventsOutOfOrder
    /// Calls the app's (main-actor) delegate from its own background queue.
    case delegateOffMainActor
    /// Registers with APNs when the card is accepted, before the prompt is answered.
    case registerBeforeGrant
    /// Builds a new presenter for every call, so concurrent presents each show a card and ask (declares
    /// no throttle, which would otherwise hide the bug).
    case noSingleFlight
    /// Loses the return from Settings: the status is never read again.
    case settingsNeverReread
    /// Treats any stored value it cannot parse as "shown just now": a corrupt value locks the card out.
    case corruptStoreLockout
    /// Upgrades provisional users with `.provisional` still in the options, so no prompt can show.
    case upgradeKeepsProvisional
    /// Declares "denied users are suppressed" but sends them to Settings.
    case declaresWrongDeniedHandling
    /// Claims a throttle it does not declare.
    case inconsistentProfile
    /// Hands every push to the delegate twice.
    case pushTwice
    /// Hands pushes to the delegate one delivery late.
    case pushOneLate
    /// Hands pushes from other senders to the recognised-push callbacks.
    case unknownAsKnown
    /// Stops delivering pushes after the first malformed payload.
    case malformedWedges
    /// Hands pushes to the (main-actor) delegate off the main thread.
    case pushOffMainActor
    /// Ships pre-iOS 14 presentation defaults while declaring the standard ones.
    case wrongDefaultOptions
    /// Never reports `providesAppNotificationSettings` without a settings handler.
    case settingsHandlerUnreported
    /// Checks the throttle before the status rules: an authorized user inside the throttle is reported
    /// as `throttled` instead of `alreadyAuthorized` (the same outcome, the wrong reason).
    case throttleBeforeStatus
    /// A swapped branch of the status rules: ephemeral users declared as authorized are suppressed as
    /// `notEligible`. Caught only because the suite's oracle states the rules itself.
    case swappedEphemeralBranch
    /// A second tap on the same card's accept starts an attempt of its own instead of joining the one in
    /// flight: two system requests.
    case noInFlightGuard
    /// Reports `in_app.displayed` again for a present that found its card already on screen (declares
    /// no throttle, which would otherwise suppress that present as throttled first).
    case displayedWhileUp
    /// Reports the outcome, then saves the stamp before `present` returns (the stamp is there when the
    /// call returns, not when the app heard the answer).
    case reportsBeforeStamp
    /// Saves the show-time stamp only once the card is answered (before reporting the answer): a process
    /// killed while the card is up shows it again at the next launch.
    case shownStampAfterAnswer
    /// Waits for the card's accept through a callback it never registers: an accept never returns.
    /// Without a deadline it would hang the suite; with one, the check fails naming the step.
    case acceptNeverAnswers
    /// A card-less adapter that declares a Settings fallback (OneSignal's `fallbackToSettings: true`) but
    /// calls the request without it: a denied user just gets `false`, Settings never open.
    case cardlessFallbackIgnored
    /// A card adapter whose driver says it has no card to tap twice, escaping the double tap.
    case doubleTapDeclaredAway
    /// A driver that reports suppressed attempts without the reason its API gives.
    case suppressionReasonDropped
    /// A card-less adapter whose calls each keep their own request in flight: an enable made while
    /// another waits for iOS asks again instead of joining it.
    case cardlessNoJoin
    /// Handles "Not now" and dismiss locally (reports them, closes the card) even while the card's Allow
    /// waits for iOS, instead of joining the accept.
    case declineDuringAcceptCounts
    /// Reads a throttle stamp up to two periods ahead as valid (one is the documented bound): after the
    /// clock moved back by more than a period the card stays hidden for up to three periods.
    case futureStampWindowDoubled
    /// Declares a throttle with no period (its key and moments kept, as `minInterval(0)`) and writes the
    /// stamp anyway when the card shows.
    case stampsWithoutPeriod
    /// Sends the system request again when it throws.
    case retriesFailedRequest
    /// Reports a cached token as `registered` when APNs registration fails.
    case registrationFailureHidden
    /// Reports `in_app.displayed` when the card is answered (just before the answer, so the order holds).
    case displayedAfterAnswer
    /// Reports `push_primer.allow_tapped` when iOS answers (just before the answer, so the order holds).
    case acceptedAtAnswer
    /// Reports `in_app.displayed` before its show-time stamp is saved (saved as the card reaches the screen).
    case displayedBeforeStamp
    /// Its delegate's permission callback states the status read before the request (stale), not the
    /// answer.
    case statusCallbackStale
    /// Hands a notification the user dismissed to the action callback, as if an action had been chosen.
    case dismissAsAction
    /// Trusts its own "card on screen" flag, cleared when the card goes (as Pushwoosh's shipping SDK
    /// does), so a present while the system prompt is open shows a second card.
    case cardWhilePromptOpen
    /// Swallows the engine's `status.readTimedOut` diagnostic (a logger filtering warnings), so a
    /// system that never reports the status leaves the integrator no trace.
    case statusTimeoutUnreported
    /// Checks the status through an engine of its own before every present ("the device's may be
    /// stale"), on top of the device engine's read: an attempt with a prompt costs iOS three reads, not two.
    case readsStatusItself
    /// Runs every attempt on one engine of its own instead of the device's (a `SoftAskEngine()` made at
    /// init): its own cards and requests still collapse, but another adapter on the device never sees its
    /// card or request and shows a second card.
    case engineOfItsOwn
    /// Maps `resetThrottle` to a reset call that leaves the stamp on disk (a reset that forgets only an
    /// in-memory copy): the card stays hidden after the app reset the throttle.
    case resetLeavesStamp
    /// Declares a display count (CleverTap's local in-app count) and counts a card again when it is
    /// answered: every answered card counts twice.
    case displayCountedTwice
    /// Declares a status callback for changes only (OneSignal's observers) and calls it again after every
    /// answered request, whether the permission changed or not.
    case statusCallbackRepeated
    /// Declares a status callback that also repeats itself right after the subscription callback of a
    /// grant (Actito's `allowedUI` with its subscription update), and makes it before that callback: an
    /// unchanged permission is then repeated with no subscription change before it.
    case statusCallbackRepeatedAlone
    /// Hears no push once the app configured its options without a settings handler (its one observer
    /// goes with the handler), so an app that observes its pushes otherwise hears nothing.
    case pushLostWithoutSettingsHandler
    /// Its status callback also states what every return to the foreground read, when that read arrives:
    /// a read iOS answered before the prompt and delivered after it states the status from before the
    /// answer (``StatusCallbackRequesterDriver/Fault/lateReadApplied``).
    case lateStatusReadApplied
    /// Declares a blank title as a mistake it blocks and reports, then shows the blank card and asks.
    case invalidConfigurationShown
    /// Drops a push of its own sender that has no id without reporting it (no diagnostic): the
    /// notification is lost and nobody can tell.
    case droppedPushUnreported
    /// Answers its shipped presentation options for a push in the foreground, whatever the app configured.
    case foregroundOptionsFixed
    /// Its "notifications off" call leaves the APNs registration in place, although its profile declares
    /// that the call undoes it.
    case disableKeepsRegistration
    /// Its provisional authorization call asks iOS from every status, not only from notDetermined.
    case provisionalAskedAgain
    /// Its "can ask" state counts provisional as answered, so a provisional user never asked is told no.
    case canAskIgnoresProvisional
    /// Its "can ask" state forgets the app's enable call at a relaunch, so a request that threw is asked again.
    case canAskForgetsAsking
    /// Keeps the permission read at launch as heard without telling its (change-only) status callback.
    case launchChangeUntold
    /// Declares the store's diagnostic for a failed write but drops the failure of its own write.
    case writeFailureSwallowed
    /// Its idle wait (`waitUntilIdle()`) waits for its card's reports but not for the status checks it
    /// started: it returns while a check's status read is still out and before the check's completion.
    case idleWaitIgnoresStatusChecks
    /// Its completion form of present (fire-and-forget, beside the `async` one) never starts the attempt.
    case completionFormDoesNothing
    /// Never reports that the app's delegate left the settings link to its default handler.
    case defaultSettingsHandlerUnreported
    /// Wraps the app's store in one that drops a failed write (`try?`), so its engine never hears that a
    /// throttle stamp was not kept and reports nothing.
    case stampWriteFailureSwallowed
    /// Its provisional call does not keep on disk the permission it told its change-only status callback.
    case provisionalHeardUnkept
    /// Declares the vendor's own status reads at launch and on every foreground (CleverTap's) but reads only
    /// when an attempt needs the status.
    case declaredReadsNotMade
    /// The reference beside a status monitor that, once the app opened Settings, tells every later
    /// foreground as a Settings return.
    case settingsReturnNeverEnds
    /// Stores its throttle stamp in whole seconds (`.int`) where the core writes `.double` seconds: every
    /// check reads the same instant from it, only the vendor case that documents the encoding sees it.
    case stampInWholeSeconds

    /// The check that must fail for this adapter (it may fail others too).
    var caughtBy: ConformanceCheck {
        switch self {
        case .stampInWholeSeconds: .vendorCases
        case .promptTwice, .promptWhenDenied: .noPromptUnlessStatusAllows
        case .promptWithoutAccept: .noPromptWithoutAccept
        case .ignoreThrottle: .throttleHonoured
        case .forgetThrottleOnRelaunch: .throttleSurvivesRelaunch
        case .stampAfterReporting: .throttlePersistedBeforeOutcome
        case .reportOutcomeTwice, .eventsOutOfOrder: .oneOutcomeOrderedEvents
        case .delegateOffMainActor: .callbacksOnMainActor
        case .registerBeforeGrant: .registrationAsDeclared
        case .noSingleFlight: .oneRequestUnderConcurrency
        case .settingsNeverReread: .settingsRoundTrip
        case .corruptStoreLockout: .corruptStoreTolerated
        case .upgradeKeepsProvisional: .provisionalUpgrade
        case .declaresWrongDeniedHandling: .profileMatchesBehaviour
        case .inconsistentProfile: .profileConsistent
        case .pushTwice, .pushOneLate: .pushEventsDelivered
        case .unknownAsKnown: .pushUnknownPayloads
        case .malformedWedges: .pushMalformedPayloads
        case .pushOffMainActor: .callbacksOnMainActor
        case .wrongDefaultOptions: .optionsAsDeclared
        case .settingsHandlerUnreported: .optionsSettingsHandlerMissing
        case .throttleBeforeStatus, .swappedEphemeralBranch: .profileMatchesBehaviour
        case .noInFlightGuard, .displayedWhileUp: .oneRequestUnderConcurrency
        case .reportsBeforeStamp: .throttlePersistedBeforeOutcome
        case .shownStampAfterAnswer: .throttleSurvivesRelaunch
        case .acceptNeverAnswers: .noPromptUnlessStatusAllows
        case .cardlessFallbackIgnored: .settingsRoundTrip
        case .doubleTapDeclaredAway: .oneRequestUnderConcurrency
        case .suppressionReasonDropped: .profileMatchesBehaviour
        case .cardlessNoJoin: .oneRequestUnderConcurrency
        case .declineDuringAcceptCounts: .mixedTapsJoin
        case .futureStampWindowDoubled: .throttleHonoured
        case .stampsWithoutPeriod: .profileMatchesBehaviour
        case .retriesFailedRequest, .registrationFailureHidden, .statusTimeoutUnreported: .failuresAsDeclared
        case .readsStatusItself: .profileMatchesBehaviour
        case .displayedAfterAnswer, .acceptedAtAnswer, .displayedBeforeStamp, .idleWaitIgnoresStatusChecks:
            .reportsOnTime
        case .statusCallbackStale: .statusReportsTrue
        case .dismissAsAction, .pushLostWithoutSettingsHandler: .pushEventsDelivered
        case .cardWhilePromptOpen, .engineOfItsOwn: .oneRequestUnderConcurrency
        case .resetLeavesStamp: .throttleHonoured
        case .displayCountedTwice: .profileMatchesBehaviour
        case .statusCallbackRepeated, .statusCallbackRepeatedAlone, .lateStatusReadApplied: .statusReportsTrue
        case .invalidConfigurationShown, .declaredReadsNotMade: .profileMatchesBehaviour
        case .droppedPushUnreported: .pushUnknownPayloads
        case .foregroundOptionsFixed: .optionsAsDeclared
        case .disableKeepsRegistration, .provisionalAskedAgain, .canAskIgnoresProvisional, .launchChangeUntold,
            .provisionalHeardUnkept:
            .statusReportsTrue
        case .writeFailureSwallowed, .canAskForgetsAsking, .stampWriteFailureSwallowed: .failuresAsDeclared
        case .completionFormDoesNothing: .oneOutcomeOrderedEvents
        case .defaultSettingsHandlerUnreported: .optionsSettingsHandlerMissing
        case .settingsReturnNeverEnds: .statusMonitorPromises
        }
    }

    /// Whether no check but ``caughtBy`` may fail it: the adapters that prove a check (or a step of one)
    /// catches what nothing else does.
    var caughtOnlyByItsCheck: Bool {
        switch self {
        case .cardlessNoJoin, .declineDuringAcceptCounts, .futureStampWindowDoubled, .retriesFailedRequest,
            .registrationFailureHidden, .displayedAfterAnswer, .acceptedAtAnswer, .displayedBeforeStamp,
            .statusCallbackStale, .dismissAsAction, .cardWhilePromptOpen, .statusTimeoutUnreported,
            .engineOfItsOwn, .resetLeavesStamp, .statusCallbackRepeated, .invalidConfigurationShown,
            .droppedPushUnreported, .foregroundOptionsFixed, .disableKeepsRegistration, .statusCallbackRepeatedAlone,
            .pushLostWithoutSettingsHandler, .lateStatusReadApplied, .provisionalAskedAgain, .canAskIgnoresProvisional,
            .launchChangeUntold, .writeFailureSwallowed, .canAskForgetsAsking, .idleWaitIgnoresStatusChecks,
            .stampWriteFailureSwallowed, .provisionalHeardUnkept, .declaredReadsNotMade, .stampInWholeSeconds:
            true
        case .completionFormDoesNothing, .defaultSettingsHandlerUnreported, .settingsReturnNeverEnds: true
        default: false
        }
    }

    /// Whether the exploration must also find it (bugs of the primer flow, not of the push or options
    /// hooks, concurrency or corrupt disks, which exploration does not drive).
    var explorationFindsIt: Bool {
        switch self {
        case .promptTwice, .promptWithoutAccept, .promptWhenDenied, .ignoreThrottle, .forgetThrottleOnRelaunch,
            .stampAfterReporting, .reportOutcomeTwice, .eventsOutOfOrder, .delegateOffMainActor,
            .registerBeforeGrant, .settingsNeverReread, .upgradeKeepsProvisional, .declaresWrongDeniedHandling,
            .throttleBeforeStatus, .swappedEphemeralBranch, .reportsBeforeStamp, .cardlessFallbackIgnored,
            .suppressionReasonDropped, .stampsWithoutPeriod, .statusCallbackStale, .readsStatusItself,
            .displayCountedTwice:
            true
        case .shownStampAfterAnswer:
            true
        case .noSingleFlight, .noInFlightGuard, .displayedWhileUp, .corruptStoreLockout,
            .inconsistentProfile, .pushTwice, .pushOneLate, .unknownAsKnown,
            .malformedWedges, .pushOffMainActor, .wrongDefaultOptions, .settingsHandlerUnreported,
            .acceptNeverAnswers, .doubleTapDeclaredAway, .cardlessNoJoin, .declineDuringAcceptCounts,
            .futureStampWindowDoubled, .retriesFailedRequest, .registrationFailureHidden, .displayedAfterAnswer,
            .acceptedAtAnswer, .displayedBeforeStamp, .dismissAsAction, .cardWhilePromptOpen,
            .statusTimeoutUnreported, .engineOfItsOwn, .resetLeavesStamp, .statusCallbackRepeated,
            .invalidConfigurationShown, .droppedPushUnreported, .foregroundOptionsFixed, .disableKeepsRegistration,
            .statusCallbackRepeatedAlone, .pushLostWithoutSettingsHandler, .lateStatusReadApplied,
            .provisionalAskedAgain, .canAskIgnoresProvisional, .launchChangeUntold, .writeFailureSwallowed,
            .canAskForgetsAsking, .idleWaitIgnoresStatusChecks, .stampWriteFailureSwallowed, .provisionalHeardUnkept,
            .declaredReadsNotMade:
            false
        case .completionFormDoesNothing, .defaultSettingsHandlerUnreported, .settingsReturnNeverEnds,
            .stampInWholeSeconds:
            false
        }
    }

    /// The adapter, as a descriptor the suite runs like any other.
    var descriptor: AdapterDescriptor {
        if self == .cardlessNoJoin { return UnjoinedRequesterDriver.descriptor(name: "Broken.\(rawValue)") }
        if self == .invalidConfigurationShown {
            return InvalidConfigurationDriver.descriptor(name: "Broken.\(rawValue)", validates: false)
        }
        if self == .statusCallbackRepeated {
            return ChangeOnlyStatusCallbackDriver.descriptor(name: "Broken.\(rawValue)", repeatsUnchanged: true)
        }
        if self == .lateStatusReadApplied {
            var descriptor = StatusCallbackRequesterDriver.descriptor(fault: .lateReadApplied)
            descriptor.profile.adapter = "Broken.\(rawValue)"
            return descriptor
        }
        if self == .statusCallbackRepeatedAlone {
            return ChangeOnlyStatusCallbackDriver.descriptor(
                name: "Broken.\(rawValue)", repeatsUnchanged: true, alsoWithGrants: true)
        }
        if let sideFault = sideCallFault {
            return ChangeOnlyStatusCallbackDriver.descriptor(
                name: "Broken.\(rawValue)", repeatsUnchanged: false, sideFault: sideFault)
        }
        if self == .settingsReturnNeverEnds {
            var descriptor = AdapterDescriptor.reference
            descriptor.profile.adapter = "Broken.\(rawValue)"
            descriptor.makeStatusMonitor = { SettingsReturnKeptMonitor(environment: $0) }
            return descriptor
        }
        if self == .displayCountedTwice {
            return DisplayCountingDriver.descriptor(name: "Broken.\(rawValue)", countsAnswersToo: true)
        }
        guard self == .cardlessFallbackIgnored else { return TestPrimer.descriptor(fault: self) }
        var descriptor = ReferenceRequesterDriver.descriptor(fallbackToSettings: false)
        descriptor.profile.adapter = "Broken.\(rawValue)"
        return descriptor
    }

    /// The fault of the change-only status callback adapter this one is, if it is one.
    private var sideCallFault: ChangeOnlyStatusCallbackDriver.SideCallFault? {
        switch self {
        case .provisionalAskedAgain: .provisionalAskedAgain
        case .canAskIgnoresProvisional: .canAskIgnoresProvisional
        case .canAskForgetsAsking: .canAskForgetsAsking
        case .launchChangeUntold: .launchChangeUntold
        case .writeFailureSwallowed: .writeFailureSwallowed
        case .provisionalHeardUnkept: .provisionalHeardUnkept
        default: nil
        }
    }

    /// The suite for this adapter: an adapter that wedges gets a deadline that expires when it wedged
    /// (an event, not a wait), the others the standard one.
    var suite: ConformanceSuite {
        guard self == .acceptNeverAnswers else { return ConformanceSuite(descriptor: descriptor) }
        let wedges = WedgeSignal()
        return ConformanceSuite(
            descriptor: TestPrimer.descriptor(fault: self, wedges: wedges), deadline: wedges.deadline)
    }

    /// The checks its test runs: every one but the exploration; only its own for an adapter that
    /// wedges (its signal stays raised, so a later check would end at once).
    var checksRun: [ConformanceCheck] {
        self == .acceptNeverAnswers ? [caughtBy] : ConformanceCheck.allCases.filter { $0 != .exploration }
    }

    /// The raw value.
    var description: String { rawValue }
}
