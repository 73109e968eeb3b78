import Foundation
@_spi(AdapterAuthoring) import PrimerCore
import PrimerSimulator

/// The suite's oracle: the behaviour a profile declares, replayed step by step from its policy, with
/// iOS's permission semantics. It is written from the promises and the policy's meaning,
/// independently of ``SoftAskEngine`` and of the policy's own functions (the status rules are
/// ``DecisionTable``'s rows, the options and the throttle period its own reading), so a bug in the code
/// under test cannot move the expectation with it.
///
/// Adapters without a card (``AdapterCapabilities/softAskCard`` unclaimed) are modelled as the app's own
/// "enable" button: every present is an explicit accept that opens Settings only when the adapter claims
/// ``AdapterCapabilities/settingsFallback`` (the vendor's own "Open Settings" alert, answered "Open
/// Settings"; answered Cancel, the call ends denied), for a denied user whose policy offers Settings. When such an adapter
/// declares no policy, the model assumes the core defaults with the declared options, an upgrade of
/// provisional users only when ``AdapterCapabilities/provisionalUpgrade`` is claimed, and registration on
/// every accept only when ``AdapterCapabilities/registration`` is claimed.
struct BehaviourModel: Sendable, Hashable {
    let policy: PrimerPolicy
    let hasCard: Bool
    /// A card-less adapter that sends denied users to Settings through the vendor's own alert.
    let cardlessSettingsFallback: Bool
    /// The iOS status.
    private(set) var status: AuthorizationStatus
    /// The throttle stamp the adapter must hold.
    private(set) var stamp: Date?
    /// The simulated now.
    private(set) var now: Date
    /// Whether a settings redirect waits for the app's return to the foreground (in this process).
    private(set) var awaitingSettingsReturn = false
    /// The ways the system fails now.
    private(set) var failures: Set<SystemFailure> = []
    /// The events after the display the profile declares for a Settings app that cannot open.
    let settingsUnavailableEvents: [PrimerEventName]?

    init(profile: BehaviourProfile, status: AuthorizationStatus, now: Date) {
        policy = Self.effectivePolicy(of: profile)
        hasCard = profile.capabilities.contains(.softAskCard)
        cardlessSettingsFallback = !hasCard && profile.capabilities.contains(.settingsFallback)
        settingsUnavailableEvents = profile.settingsUnavailableEvents
        self.status = status
        self.now = now
    }

    /// A throttle stamp already on disk before the first launch (an earlier version of the app, or the
    /// vendor's SDK, wrote it).
    mutating func seed(stamp: Date?) { self.stamp = stamp }

    /// The policy the model applies: the declared one, or the card-less defaults described above.
    static func effectivePolicy(of profile: BehaviourProfile) -> PrimerPolicy {
        if let policy = profile.policy { return policy }
        return PrimerPolicy(
            provisional: profile.capabilities.contains(.provisionalUpgrade) ? .upgrade : .treatAsAuthorized,
            denied: .suppress, throttle: .none,
            registration: profile.capabilities.contains(.registration) ? .always : .never,
            requestOptions: profile.defaultOptions?.authorization ?? .standard)
    }

    /// Whether the declared throttle is running now (mirrors the documented reading rules: a stamp
    /// further ahead than one period reads as no stamp).
    var isThrottled: Bool {
        guard let period = policy.throttle.oraclePeriod, let stamp else { return false }
        guard stamp.timeIntervalSince(now) <= period else { return false }
        return now.timeIntervalSince(stamp) < period
    }

    // MARK: Steps

    /// The app presents the primer; the user answers the card with `card`, the prompt with `prompt` and
    /// does `inSettings` if Settings open.
    mutating func present(card: CardAnswer, prompt: SystemPromptAnswer, inSettings: SettingsAction) -> Expectation {
        var expectation = Expectation(startStatus: status)
        present(card: card, prompt: prompt, inSettings: inSettings, into: &expectation)
        finish(&expectation)
        return expectation
    }

    private mutating func present(
        card: CardAnswer, prompt: SystemPromptAnswer, inSettings: SettingsAction,
        into expectation: inout Expectation
    ) {
        guard hasCard else {
            // A card-less call is the app's own explicit accept; with a declared Settings fallback, the
            // vendor's own alert sends a denied user to Settings as a card's accept would, when `card`
            // (the alert's answer) is its "Open Settings".
            accept(
                tapped: cardlessSettingsFallback, alertAnswer: card, prompt: prompt, inSettings: inSettings,
                into: &expectation)
            return
        }
        // The status rules come first: a throttled user who is already authorized is `alreadyAuthorized`.
        let rule = DecisionTable.rule(for: status, policy)
        expectation.because = rule.why
        if case let .suppress(reason) = rule.decision {
            suppress(reason, into: &expectation)
            return
        }
        if isThrottled {
            expectation.because =
                "the throttle stamp is younger than \(Int(saturatingSeconds: policy.throttle.oraclePeriod ?? 0)) s"
            suppress(.throttled, into: &expectation)
            return
        }
        let previousStamp = stamp
        stampIfDeclared(.shown, into: &expectation)
        expectation.events.append(.displayed)
        expectation.cardsHandedToScreen += 1
        switch card {
        case .failedToPresent, .presenterMissing:
            stamp = previousStamp
            expectation.stampWritten = false
            suppress(card == .failedToPresent ? .presentationFailed : .presenterMissing, into: &expectation)
        case .later:
            expectation.cardShown = true
            stampIfDeclared(.later, into: &expectation)
            expectation.events.append(.laterTapped)
            expectation.result = .later
        case .dismiss:
            expectation.cardShown = true
            stampIfDeclared(.dismissed, into: &expectation)
            expectation.events.append(.dismissed)
            expectation.result = .dismissed
        case .accept:
            expectation.cardShown = true
            expectation.events.append(.allowTapped)
            accept(tapped: true, prompt: prompt, inSettings: inSettings, into: &expectation)
        }
    }

    /// The app returns to the foreground: a pending settings redirect reads the status again.
    mutating func returnToForeground() -> Expectation {
        var expectation = Expectation(startStatus: status)
        expectation.toleratesExtraRegistration = status.allowsDelivery && policy.registration != .never
        if awaitingSettingsReturn {
            awaitingSettingsReturn = false
            expectation.events.append(.settingsReturned)
            if status.allowsDelivery, policy.registration != .never { register(into: &expectation) }
        }
        finish(&expectation)
        return expectation
    }

    /// The user changes the permission in the Settings app while the app is in the background, then
    /// comes back: on becomes off, off becomes on; `notDetermined` has no switch yet.
    mutating func flipInSettings() -> Expectation {
        status = Self.flipped(status)
        return returnToForeground()
    }

    /// What a Settings switch turns `status` into.
    static func flipped(_ status: AuthorizationStatus) -> AuthorizationStatus {
        switch status {
        case .notDetermined: .notDetermined
        case .denied: .authorized
        case .authorized, .provisional, .ephemeral: .denied
        }
    }

    /// The process is killed and started again; a settings redirect of the old process is forgotten.
    mutating func relaunch() -> Expectation {
        awaitingSettingsReturn = false
        var expectation = Expectation(startStatus: status)
        expectation.relaunched = true
        expectation.toleratesExtraRegistration = status.allowsDelivery && policy.registration != .never
        finish(&expectation)
        return expectation
    }

    /// The app presents the primer and the process is killed while the card is on screen (a card-less
    /// adapter has no card: a plain relaunch). A card that would not show makes a plain suppressed
    /// present first. What the dead process reported is not judged; the show-time stamp is.
    mutating func relaunchWithCardUp() -> Expectation {
        var expectation = Expectation(startStatus: status)
        var handed = 0
        if hasCard {
            let rule = DecisionTable.rule(for: status, policy)
            var shows = !isThrottled
            if case .suppress = rule.decision { shows = false }
            if shows {
                stampIfDeclared(.shown, into: &expectation)
                handed = 1
            } else {
                expectation = present(card: .dismiss, prompt: .dontAllow, inSettings: .leave)
            }
        }
        expectation.events = []
        expectation.result = nil
        let afterPresent = expectation
        expectation = relaunch()
        expectation.startStatus = afterPresent.startStatus
        expectation.stampWritten = afterPresent.stampWritten
        expectation.cardsHandedToScreen = handed
        return expectation
    }

    /// The system starts (`on`) or stops failing in this way; nothing happens to the app yet.
    mutating func inject(_ failure: SystemFailure, _ on: Bool) -> Expectation {
        if on { failures.insert(failure) } else { failures.remove(failure) }
        var expectation = Expectation(startStatus: status)
        finish(&expectation)
        return expectation
    }

    /// Time passes.
    /// The app resets the throttle through the vendor's API: the stamp is forgotten, so the card may show
    /// at once.
    mutating func resetThrottle() -> Expectation {
        stamp = nil
        var expectation = Expectation(startStatus: status)
        finish(&expectation)
        return expectation
    }

    /// The app turns its notifications off through the vendor's API: nothing is asked of the user, and
    /// the permission and the throttle stay as they are (what the adapter undoes is judged by the check).
    mutating func disable() -> Expectation {
        var expectation = Expectation(startStatus: status)
        finish(&expectation)
        return expectation
    }

    mutating func advance(by seconds: TimeInterval) -> Expectation {
        now = now.addingTimeInterval(seconds)
        var expectation = Expectation(startStatus: status)
        finish(&expectation)
        return expectation
    }

    // MARK: Internals

    private mutating func accept(
        tapped: Bool, alertAnswer: CardAnswer = .accept, prompt: SystemPromptAnswer, inSettings: SettingsAction,
        into expectation: inout Expectation
    ) {
        expectation.accepted = true
        stampIfDeclared(.accepted, into: &expectation)
        let start = status
        let rule = DecisionTable.rule(for: start, policy)
        expectation.because = expectation.because ?? rule.why
        var offersSettings = tapped
        if !hasCard, tapped, start == .denied, case .offerSettings = rule.decision {
            // The card-less fallback: the vendor's own "Open Settings" alert is on screen. Any other answer
            // than "Open Settings" (Cancel, or an alert that could not show) ends the call there.
            expectation.cardShown = true
            if alertAnswer != .accept {
                offersSettings = false
                expectation.because =
                    "the vendor's alert was answered Cancel: Settings does not open, nothing is requested, and the "
                    + "user stays denied"
            }
        }
        if offersSettings, start == .denied, case let .offerSettings(alsoRequest) = rule.decision,
            failures.contains(.settingsUnavailable)
        {
            // Settings cannot open: the user stays denied, told so (the promptless request still goes).
            if alsoRequest { expectation.requests.append(DecisionTable.requestOptions(policy, from: start)) }
            expectation.because = "the Settings app cannot be opened: the attempt ends denied (settingsUnavailable)"
            if let declared = settingsUnavailableEvents {
                expectation.events = expectation.events.filter { $0 == .displayed } + declared
            } else {
                expectation.events.append(.permissionDenied)
            }
            expectation.result = .denied
            return
        }
        if offersSettings, start == .denied, case let .offerSettings(alsoRequest) = rule.decision {
            expectation.settingsOpened = 1
            switch inSettings {
            case .leave: break
            case .enable: status = .authorized
            case .disable: status = .denied
            }
            // iOS answers a request from denied (or from what the user just chose) without a prompt.
            if alsoRequest { expectation.requests.append(DecisionTable.requestOptions(policy, from: start)) }
            expectation.events.append(.redirectedToSettings)
            expectation.result = .redirectedToSettings
            awaitingSettingsReturn = true
            return
        }
        if start == .notDetermined || (start == .provisional && rule.decision == .ask) {
            let options = DecisionTable.requestOptions(policy, from: start)
            expectation.requests.append(options)
            if failures.contains(.requestThrows) {
                // No answer: the status stays, the outcome is a failure, and nothing registers.
                expectation.because = "the system request threw: the attempt fails, reported as a denial with its cause"
                expectation.events.append(.permissionDenied)
                expectation.result = .failed
                return
            }
            if start == .notDetermined, options.contains(.provisional) {
                status = .provisional
            } else {
                expectation.prompts = 1
                status = prompt == .allow ? .authorized : .denied
            }
        }
        let granted = status.allowsDelivery
        expectation.events.append(granted ? .permissionGranted : .permissionDenied)
        expectation.result = granted ? .granted : .denied
        let registers =
            switch policy.registration {
            case .never: false
            case .afterGrant: granted
            case .always: true
            }
        if registers { register(into: &expectation) }
    }

    /// One registration, answered with a token or, while registration fails, reported as failed.
    private func register(into expectation: inout Expectation) {
        expectation.registrations = 1
        expectation.events.append(failures.contains(.registrationFails) ? .registrationFailed : .registered)
    }

    private func suppress(_ reason: SuppressionReason, into expectation: inout Expectation) {
        expectation.result = .suppressed
        expectation.suppression = reason
        expectation.events.append(.suppressed)
    }

    private mutating func stampIfDeclared(_ moment: ThrottleMoment, into expectation: inout Expectation) {
        guard policy.throttle.oraclePeriod != nil, policy.throttle.stampedOn.contains(moment) else { return }
        // A write the store refuses keeps the stamp before it (the adapter reports the failure instead).
        guard !failures.contains(.storeWritesFail) else { return }
        stamp = now
        expectation.stampWritten = true
    }

    private func finish(_ expectation: inout Expectation) {
        expectation.endStatus = status
        expectation.storeRefusesWrites = failures.contains(.storeWritesFail)
        expectation.stamp = stamp
    }
}
