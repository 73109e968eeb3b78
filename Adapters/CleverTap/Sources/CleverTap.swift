@_spi(AdapterAuthoring) import PrimerCore

/// The vendor's SDK instance, for push permission: the local in-app primer, the hard ask, the status
/// and the permission delegate, with the vendor's names (`CleverTap.sharedInstance()?.promptPushPrimer(...)`).
///
/// Every call is fire-and-forget, as the vendor's are (``waitUntilIdle()`` waits for them), and goes
/// through the device's one `SoftAskEngine`: the card is shown by the environment's presenter, the
/// system request is made at most once at a time, and the status is the engine's.
///
/// An app uses ``sharedInstance()``. A test builds its own over a simulated device, and a relaunch is a
/// new instance over the same device.
public final class CleverTap: Sendable {
    private struct State {
        weak var delegate: (any CleverTapPushPermissionDelegate)?
        var campaignSource: (any CleverTapInAppCampaignSource)?
    }

    /// The ports every call of this instance uses.
    public let environment: PlatformEnvironment
    private let state = LockedValue(State())
    /// The foreground observation, set once in `init` (its handler holds `self` weakly, which needs
    /// every stored property set first), released with the instance.
    private let foreground = LockedValue<LifecycleObservation?>(nil)

    /// The key of the local in-app display count in the environment's store: the vendor's
    /// `NSUserDefaults` key (`WizRocket` + `local_in_app_count`), one for the whole app, holding an
    /// integer as the vendor's SDK writes it (read as it reads it: any whole number, a Boolean as 0 or 1).
    public static let localInAppCountKey = "WizRocketlocal_in_app_count"

    /// An instance over `environment`. Like the vendor's, it reads the permission status when it starts
    /// and again whenever the app becomes active (the engine's one read of that foreground).
    public init(environment: PlatformEnvironment) {
        self.environment = environment
        let observation = environment.lifecycle.observeForeground { [weak self] in await self?.readStatus() }
        foreground.withLock { $0 = observation }
        environment.spawner.spawn { [weak self] in await self?.readStatus() }
    }

    /// How many local in-app primers this app has shown, ever (persisted; the vendor sends it with its
    /// requests for targeting, `af.LIAMC`). Counted when the card is handed to the screen.
    public var localInAppCount: Int { Self.localInAppCount(in: environment.store) }

    /// The display count `store` holds, read as the vendor reads its number (an integer, a whole double, a
    /// Boolean as 1 or 0: `KeyValueStore.integer(forKey:diagnostics:)`); anything else (absent, another
    /// type) reads as 0.
    @_spi(Fuzzing) public static func localInAppCount(in store: any KeyValueStore) -> Int {
        store.integer(forKey: localInAppCountKey) ?? 0
    }

    /// The count after one more display; a count at `Int.max` (a corrupt store) stays there.
    @_spi(Fuzzing) public static func localInAppCount(after count: Int) -> Int {
        let (next, overflow) = count.addingReportingOverflow(1)
        return overflow ? .max : next
    }

    /// Sets the delegate that hears permission answers (held weakly; `nil` removes it).
    public func setPushPermissionDelegate(_ delegate: (any CleverTapPushPermissionDelegate)?) {
        state.withLock { $0.delegate = delegate }
    }

    /// Shows the local in-app primer `json` describes (``CTLocalInApp/getSettings()``) to a user who has
    /// not decided or has denied notifications; does nothing for one who allowed them (provisional and
    /// ephemeral included). Its positive button makes the system request (or, for a denied user with
    /// `fallbackToSettings`, opens Settings); its negative button tells the delegate `false`. Settings
    /// that cannot be read show nothing and go to the diagnostics (``CleverTapPushPrimerError``).
    public func promptPushPrimer(_ json: [AnyHashable: Any]) {
        let call = beginPrimer(json)
        environment.spawner.spawn { await self.finish(call) }
    }

    /// ``promptPushPrimer(_:)``, returning how the primer ended once the delegate has heard the answer.
    public func promptPushPrimerAsync(_ json: [AnyHashable: Any]) async -> PrimerOutcome {
        await finish(beginPrimer(json))
    }

    /// The hard ask, without a primer: the system request for a user who has not decided; with
    /// `showFallbackSettings`, the app's notification settings for a denied user; nothing otherwise.
    public func prompt(forPushPermission showFallbackSettings: Bool) {
        let softAsk = SoftAsk(
            policy: CleverTapPolicy.make(fallbackToSettings: showFallbackSettings), environment: environment)
        environment.spawner.spawn {
            let outcome = await softAsk.requestWithoutCard(settingsFallback: showFallbackSettings)
            await self.tellDelegate(outcome)
        }
    }

    /// Calls `completionHandler` with the notification permission status, on no particular thread.
    public func getNotificationPermissionStatus(
        completionHandler: @escaping @Sendable (AuthorizationStatus) -> Void
    ) {
        let softAsk = SoftAsk(policy: CleverTapPolicy.make(fallbackToSettings: false), environment: environment)
        environment.spawner.spawn { completionHandler(await softAsk.currentStatus()) }
    }

    /// Waits until every call made so far has finished, its delegate call included (the environment's
    /// spawner's work: other adapters' over the same environment too).
    public func waitUntilIdle() async {
        await environment.spawner.waitUntilIdle()
    }

    // MARK: Internals

    /// A primer call between its start and its end: its engine attempt, begun where the app made the
    /// call (so of two calls the first decides first), and its settings or why they could not be read.
    struct PrimerCall: Sendable {
        let attempt: PrimerAttempt
        let inApp: Result<CleverTapLocalInApp, CleverTapPushPrimerError>
    }

    private func beginPrimer(_ json: [AnyHashable: Any]) -> PrimerCall {
        let inApp: Result<CleverTapLocalInApp, CleverTapPushPrimerError>
        do {
            inApp = .success(try CleverTapLocalInApp(settings: json))
        } catch {
            inApp = .failure(error)
        }
        return beginPrimer(inApp, campaignId: nil)
    }

    /// An attempt for `inApp`: a local in-app (counted when displayed) or, with `campaignId`, a campaign.
    func beginPrimer(
        _ inApp: Result<CleverTapLocalInApp, CleverTapPushPrimerError>, campaignId: String?
    ) -> PrimerCall {
        let fallback = (try? inApp.get())?.fallbackToSettings ?? false
        let softAsk = SoftAsk(policy: CleverTapPolicy.make(fallbackToSettings: fallback), environment: environment)
        let isLocal = campaignId == nil
        let attempt = softAsk.beginAttempt(campaignId: campaignId) { [weak self] event in
            if isLocal, case .displayed = event.kind { self?.countLocalInApp() }
        }
        return PrimerCall(attempt: attempt, inApp: inApp)
    }

    /// The source of the dashboard's push primer campaigns, if the app set one.
    var campaignSource: (any CleverTapInAppCampaignSource)? { state.withLock { $0.campaignSource } }

    /// Sets where ``recordEvent(_:)`` finds the push primer campaigns an event triggers (`nil`: none).
    /// There is no CleverTap server here: the app (or a test) supplies the campaigns it made on the
    /// dashboard.
    public func setInAppCampaignSource(_ source: (any CleverTapInAppCampaignSource)?) {
        state.withLock { $0.campaignSource = source }
    }

    /// Adds one to the persisted display count, before the card is drawn (the vendor counts when it
    /// hands the in-app to the screen); a count at `Int.max` (a corrupt store) stays there. A failed
    /// write goes to the diagnostics.
    private func countLocalInApp() {
        do {
            try environment.store.setValue(
                .int(Self.localInAppCount(after: localInAppCount)), forKey: Self.localInAppCountKey)
        } catch {
            environment.diagnostics(
                Diagnostic(.warning, code: "store.writeFailed", "counting the local in-app: \(error)"))
        }
    }

    /// Reads the status through the engine, as the vendor does at start and on becoming active, so the
    /// next primer and status call of this foreground use that read.
    private func readStatus() async {
        _ = await SoftAsk(policy: CleverTapPolicy.make(fallbackToSettings: false), environment: environment)
            .currentStatus()
    }

    @discardableResult
    func finish(_ call: PrimerCall) async -> PrimerOutcome {
        switch call.inApp {
        case let .failure(error):
            environment.diagnostics(Diagnostic(.warning, code: error.code, error.description))
            return await call.attempt.suppressForInvalidConfiguration().value
        case let .success(inApp):
            let outcome = await call.attempt.run(inApp.card).value
            await tellDelegate(outcome)
            return outcome
        }
    }

    /// The delegate hears an answer only when there was one: iOS answered the request (a failed request
    /// reads as `false`, as the vendor's `granted` does), or the negative button was tapped; on the main
    /// thread. Suppressed primers, Settings redirects and the close button are silent.
    private func tellDelegate(_ outcome: PrimerOutcome) async {
        let accepted: Bool
        switch outcome {
        case .granted(_, _, requested: true, _, _): accepted = true
        case .denied(_, _, requested: true, _, _, _), .failed, .later: accepted = false
        case .granted, .denied, .suppressed, .dismissed, .redirectedToSettings: return
        }
        guard let delegate else { return }
        await MainActor.run { delegate.onPushPermissionResponse(accepted) }
    }

    private var delegate: (any CleverTapPushPermissionDelegate)? { state.withLock { $0.delegate } }
}
