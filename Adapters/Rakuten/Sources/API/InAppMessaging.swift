@_spi(AdapterAuthoring) import PrimerCore

/// One In-App Messaging SDK instance over explicit ports: what ``RInAppMessaging``'s static API drives, and what tests, previews and `primer-lab` build over a simulated device.
///
/// Every call returns at once and is applied in call order by one worker. Calls made before
/// ``configure(subscriptionID:configurationURL:enableTooltipFeature:)`` are kept and replayed after it,
/// in order (at most ``maxPendingCalls``; beyond that the oldest are dropped and reported).
public final class InAppMessaging: Sendable {
    /// Most calls kept while waiting for `configure`.
    public static let maxPendingCalls = 100_000

    private struct Queue {
        var configureCalled = false
        var pending: [WorkerOperation] = []
        var sequence = 0
        /// Operations handed to the worker, and how many of them it has applied: equal when it is idle.
        var handed = 0
        var applied = 0

        /// Hands `operation` to the worker, counting it.
        mutating func hand(
            _ operation: WorkerOperation, to worker: AsyncStream<WorkerOperation>.Continuation
        ) {
            handed += 1
            worker.yield(operation)
        }
    }

    /// The app-facing settings (error callback, context verification, primer options, ...).
    public let settings: InAppMessagingSettings
    /// The ports it was made over.
    let environment: PlatformEnvironment
    private let worker: CampaignWorker
    private let slot = DisplaySlot()
    private let preferences = PreferenceHolder()
    private let queue = LockedValue(Queue())
    private let continuation: AsyncStream<WorkerOperation>.Continuation
    private let diagnostics: DiagnosticsHandler

    /// Creates an instance over `environment`.
    /// - Parameters:
    ///   - environment: the platform ports (a simulated device in tests, `.live(...)` on a device).
    ///   - transport: the campaign backend; `URLSession` (or files) from the configuration URL by default.
    ///   - infoDictionary: the app's build-time configuration (``InfoDictionaryKey``).
    ///   - presenter: shows messages; by default the environment's card presenter.
    ///   - settings: the callbacks and options (`errorCallback`, `analyticsCallback`, push-primer options).
    public convenience init(
        environment: PlatformEnvironment, transport: (any CampaignTransport)? = nil,
        infoDictionary: [String: String] = [:], presenter: (any CampaignPresenter)? = nil,
        settings: InAppMessagingSettings = InAppMessagingSettings()
    ) {
        self.init(
            environment: environment, transport: transport, infoDictionary: infoDictionary, presenter: presenter,
            settings: settings, memo: ComputeEveryStep())
    }

    /// An instance whose worker computes its pure steps through `memo` (the conformance driver's, kept
    /// across relaunches).
    package init(
        environment: PlatformEnvironment, transport: (any CampaignTransport)? = nil,
        infoDictionary: [String: String] = [:], presenter: (any CampaignPresenter)? = nil,
        settings: InAppMessagingSettings = InAppMessagingSettings(), memo: any PureStepMemo
    ) {
        self.settings = settings
        self.environment = environment
        diagnostics = environment.diagnostics
        let (stream, continuation) = AsyncStream<WorkerOperation>.makeStream()
        self.continuation = continuation
        let preferences = self.preferences
        worker = CampaignWorker(
            environment: environment, transport: transport ?? URLCampaignTransport(),
            settings: settings,
            presenter: presenter
                ?? CardCampaignPresenter(cards: environment.presenter, diagnostics: environment.diagnostics),
            slot: slot, infoDictionary: infoDictionary,
            readIdentity: { await preferences.currentIdentity() },
            readAccessToken: { await preferences.currentAccessToken() }, memo: memo)
        let worker = self.worker
        let queue = self.queue
        Task.detached {
            for await operation in stream {
                await worker.handle(operation)
                queue.withLock { $0.applied += 1 }
            }
        }
    }

    deinit { continuation.finish() }

    /// Starts the SDK. Runtime values win over the Info.plist keys `InAppMessagingAppSubscriptionID` and
    /// `InAppMessagingConfigurationURL`; a missing value is reported to `errorCallback`. A later call
    /// changes nothing and is reported (``RInAppMessagingError/alreadyConfigured``), as the vendor rejects it.
    public func configure(
        subscriptionID: String? = nil, configurationURL: String? = nil,
        enableTooltipFeature: Bool = false
    ) {
        let request = ConfigureRequest(
            subscriptionID: subscriptionID, configurationURL: configurationURL,
            enableTooltipFeature: enableTooltipFeature)
        let accepted = queue.withLock { queue -> Bool in
            guard !queue.configureCalled else { return false }
            queue.configureCalled = true
            queue.hand(.configure(request), to: continuation)
            for operation in queue.pending { queue.hand(operation, to: continuation) }
            queue.pending.removeAll()
            return true
        }
        // As the vendor's `RInAppMessaging.configure`, which rejects a second call through `errorCallback`.
        if !accepted { settings.report(.alreadyConfigured) }
    }

    /// Logs `event` for trigger matching (a snapshot is taken now).
    public func logEvent(_ event: any Event) {
        submit { sequence in .logEvent(LoggedEvent(event, sequence: sequence)) }
    }

    /// Registers the object that identifies the user; it is read on demand on the main actor. Call it
    /// once per launch (it is not persisted).
    @MainActor
    public func registerPreference(_ preference: any UserInfoProvider) {
        preferences.register(preference)
        submit { call in .registerPreference(call: call) }
    }

    /// Closes the campaign message on screen without counting an impression; `clearQueuedCampaigns`
    /// also drops the campaigns waiting to be shown.
    public func closeMessage(clearQueuedCampaigns: Bool = false) {
        let immediateCall = queue.withLock { queue -> Int? in
            queue.sequence += 1
            guard queue.configureCalled else {
                queue.pending.append(.closeMessage(clearQueuedCampaigns: clearQueuedCampaigns, call: queue.sequence))
                return nil
            }
            return queue.sequence
        }
        // Acts at once: the worker may be waiting for the user of the very message to close. The call
        // number lets a clear also drop what earlier calls, still being applied, queue afterwards.
        if let immediateCall { slot.closeMessage(clearQueue: clearQueuedCampaigns, call: immediateCall) }
    }

    /// Closes the tooltip attached to `uiElementIdentifier` without counting an impression.
    public func closeTooltip(with uiElementIdentifier: String) {
        let immediate = queue.withLock { queue -> Bool in
            guard queue.configureCalled else {
                queue.pending.append(.closeTooltip(uiElementIdentifier))
                return false
            }
            return true
        }
        if immediate { slot.closeTooltip(uiElementIdentifier) }
    }

    /// The view a tooltip can attach to is on screen (what `canHaveTooltip(identifier:)` and the
    /// `accessibilityIdentifier` scan report on Apple platforms).
    public func tooltipTargetAppeared(_ uiElementIdentifier: String) {
        submit { call in .tooltipTargetAppeared(uiElementIdentifier, call: call) }
    }

    /// Returns once every call made so far has been applied (immediately before `configure`) and the
    /// errors it reported have reached `errorCallback`.
    public func waitUntilIdle() async {
        await appliedEveryCall()
        await settings.deliverPendingCallbacks()
    }

    private func appliedEveryCall() async {
        // An idle worker has applied every call: no barrier, and no hop to its thread and back.
        guard queue.withLock({ $0.configureCalled && $0.applied < $0.handed }) else { return }
        await withCheckedContinuation { (resume: CheckedContinuation<Void, Never>) in
            let queued = queue.withLock { queue -> Bool in
                guard queue.configureCalled else { return false }
                queue.hand(.barrier { resume.resume() }, to: continuation)
                return true
            }
            if !queued { resume.resume() }
        }
    }

    /// What the instance holds now (after the calls applied so far).
    func snapshot() async -> InAppMessagingSnapshot { await worker.snapshot() }

    private func submit(_ make: (Int) -> WorkerOperation) {
        let dropped = queue.withLock { queue -> Bool in
            queue.sequence += 1
            let operation = make(queue.sequence)
            guard queue.configureCalled else {
                queue.pending.append(operation)
                guard queue.pending.count > Self.maxPendingCalls else { return false }
                queue.pending.removeFirst()
                return true
            }
            queue.hand(operation, to: continuation)
            return false
        }
        if dropped {
            diagnostics(
                Diagnostic(
                    .warning, code: "rakuten.pendingOverflow",
                    "more than \(Self.maxPendingCalls) calls before configure: the oldest was dropped"))
        }
    }
}
