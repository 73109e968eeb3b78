import Foundation
@_spi(AdapterAuthoring) import PrimerCore

/// The SDK's worker: applies queued public calls one at a time (configuration and syncs, events and
/// triggers, displays, the push primer) over the platform ports, the campaign transport and the store.
actor CampaignWorker {
    /// Most displays one call may cause (a button that re-triggers its own campaign cannot loop forever).
    static let maxDisplaysPerCall = 8

    private let environment: PlatformEnvironment
    private let transport: any CampaignTransport
    private let settings: InAppMessagingSettings
    private let presenter: any CampaignPresenter
    private let slot: DisplaySlot
    private let infoDictionary: [String: String]
    private let readIdentity: @Sendable () async -> UserIdentity
    private let readAccessToken: @Sendable () async -> String?
    private let cacheStore: UserCacheStore
    private let memo: any PureStepMemo
    private let regexes = RegexCache()

    private var enabled = false
    private var subscriptionID = ""
    /// The configuration URL the app set: every request carries it, so the transport can refuse an
    /// endpoint on another host or scheme.
    private var configurationURL: URL?
    private var endpoints: ConfigEndpoints?
    private var tooltipFeature = false
    private var identity = UserIdentity.anonymous
    private var cache = UserCache()
    private var events = EventLog()
    /// The number of the last event a campaign button logged: counted down from -1, apart from the app's
    /// events (numbered up from 1 by the facade), so an equal event of each kind stays two events.
    private var lastButtonEvent = 0
    /// Pings that replaced the campaign list: each new list is matched again, as the vendor validates
    /// after every successful ping.
    private var successfulPings = 0
    /// The `currentPingMillis` of the last valid ping (the vendor's `lastSyncInMilliseconds`), 0 before one.
    private var lastPingMillis: Int64 = 0
    /// The app's version (`CFBundleShortVersionString`), sent as the vendor sends it, when known.
    private var appVersion: String? { infoDictionary[InfoDictionaryKey.appVersion] }
    private var eventsProcessed = 0
    private var completedDisplays: [String] = []
    private var visibleTooltipTargets: Set<String> = []

    init(
        environment: PlatformEnvironment, transport: any CampaignTransport, settings: InAppMessagingSettings,
        presenter: any CampaignPresenter, slot: DisplaySlot, infoDictionary: [String: String],
        readIdentity: @escaping @Sendable () async -> UserIdentity,
        readAccessToken: @escaping @Sendable () async -> String?, memo: any PureStepMemo
    ) {
        self.environment = environment
        self.transport = transport
        self.settings = settings
        self.presenter = presenter
        self.slot = slot
        self.infoDictionary = infoDictionary
        self.readIdentity = readIdentity
        self.readAccessToken = readAccessToken
        self.memo = memo
        cacheStore = UserCacheStore(store: environment.store, diagnostics: environment.diagnostics, memo: memo)
    }

    func handle(_ operation: WorkerOperation) async {
        switch operation {
        case let .configure(request):
            await configure(request)
        case let .logEvent(event):
            eventsProcessed += 1
            guard enabled else { return }
            await refreshIdentity()
            events.append(event, storedFor: campaignsTriggered(byName: event.name))
            await dispatchReadyCampaigns(call: event.sequence)
        case let .registerPreference(call):
            guard enabled else { return }
            let pings = successfulPings
            await refreshIdentity()
            // As the vendor's `CampaignsListManager.handleSuccess`: a new list is matched at once against
            // the events kept (say, the persistent app start), without waiting for the next event.
            if successfulPings != pings { await dispatchReadyCampaigns(call: call) }
        case let .closeMessage(clear, call):
            slot.closeMessage(clearQueue: clear, call: call)
        case let .closeTooltip(element):
            slot.closeTooltip(element)
        case let .tooltipTargetAppeared(element, call):
            visibleTooltipTargets.insert(element)
            guard enabled else { return }
            await dispatchReadyCampaigns(call: call)
        case let .barrier(resume):
            resume()
        }
    }

    func snapshot() -> InAppMessagingSnapshot {
        InAppMessagingSnapshot(
            isEnabled: enabled, userKey: identity.hashKey,
            campaignIds: cache.campaigns.map(\.campaignId), ledgers: cache.ledgers,
            eventsProcessed: eventsProcessed, completedDisplays: completedDisplays)
    }

    // MARK: Configuration and sync

    private func configure(_ request: ConfigureRequest) async {
        let subscription = Self.setting(request.subscriptionID, infoDictionary[InfoDictionaryKey.subscriptionID])
        let address = Self.setting(request.configurationURL, infoDictionary[InfoDictionaryKey.configurationURL])
        guard let subscription else {
            return settings.report(.missingConfiguration(key: InfoDictionaryKey.subscriptionID))
        }
        guard let address else {
            return settings.report(.missingConfiguration(key: InfoDictionaryKey.configurationURL))
        }
        guard let url = URL(string: address), url.scheme != nil else {
            return settings.report(.invalidURL(field: InfoDictionaryKey.configurationURL, value: address))
        }
        subscriptionID = subscription
        configurationURL = url
        tooltipFeature = request.enableTooltipFeature
        identity = await readIdentity()
        cache = cacheStore.load(identity)
        enabled = true
        do {
            let body = try await transport.send(
                CampaignRequest(
                    kind: .configuration, url: url, subscriptionID: subscription, configurationURL: url))
            let configuration = try memo.result(for: body, ResponseDecoding.configuration)
            guard configuration.data.rolloutPercentage > 0 else {
                enabled = false
                return settings.report(.disabledByRollout(percentage: configuration.data.rolloutPercentage))
            }
            endpoints = configuration.data.endpoints
        } catch {
            // As the vendor's `ConfigurationManager`: an answer that does not decode, or a 3xx/4xx status
            // other than 429, disables the SDK. A server error, 429 or no connection (which the vendor
            // retries with backoff) leaves this user's cached campaigns usable offline.
            if error.disablesTheSDKWhenConfiguring { enabled = false }
            return settings.report(error)
        }
        await ping()
    }

    /// Runtime values win over Info.plist values; empty strings count as absent.
    private static func setting(_ runtime: String?, _ buildTime: String?) -> String? {
        if let runtime, !runtime.isEmpty { return runtime }
        if let buildTime, !buildTime.isEmpty { return buildTime }
        return nil
    }

    /// Fetches campaigns; only a fully valid response replaces the cache.
    private func ping() async {
        guard let address = endpoints?.ping else { return settings.report(.missingEndpoint("ping")) }
        guard let url = URL(string: address) else {
            return settings.report(.invalidURL(field: "endpoints.ping", value: address))
        }
        let body = RequestBodies.ping(identity: identity, appVersion: appVersion, memo: memo)
        do {
            let request = CampaignRequest(
                kind: .ping, url: url, subscriptionID: subscriptionID, body: body,
                accessToken: await readAccessToken(), configurationURL: configurationURL)
            let data = try await transport.send(request)
            let response = try memo.result(for: data, ResponseDecoding.ping)
            cache.sync(with: response)
            cacheStore.save(cache, for: identity)
            successfulPings += 1
            lastPingMillis = response.currentPingMillis
        } catch {
            settings.report(error)
        }
    }

    private func refreshIdentity() async {
        let current = await readIdentity()
        guard current != identity else { return }
        cacheStore.save(cache, for: identity)
        // As the vendor: only leaving a known user (logout, switch) forgets the session's events; a
        // login from anonymous keeps what was logged before it.
        if identity != .anonymous { events.clearNonPersistent() }
        identity = current
        cache = cacheStore.load(current)
        await ping()
    }

    // MARK: Matching and display

    /// Matches once per call, as the vendor validates once per logged event: events left over (say, from
    /// presents while a primer was gated) do not re-show a campaign within the same call. Only an event a
    /// button logged (its campaign trigger), or a new campaign list (a display permission's
    /// `performPing`), matches again. `call` is the number of the public call being
    /// applied: a clearing `closeMessage` made after it drops what it queues.
    private func dispatchReadyCampaigns(call: Int) async {
        var displays = 0
        var matchedThrough: (buttonEvent: Int, pings: Int)?
        while displays < Self.maxDisplaysPerCall {
            if matchedThrough?.buttonEvent != lastButtonEvent || matchedThrough?.pings != successfulPings {
                matchedThrough = (lastButtonEvent, successfulPings)
                await queueReadyCampaigns()
                slot.dropQueueIfCleared(since: call)
            }
            guard let campaignId = slot.dequeue() else { return }
            guard let campaign = cache.campaigns.first(where: { $0.campaignId == campaignId }) else { continue }
            displays += 1
            await display(campaign)
        }
    }

    /// The campaigns with a trigger of this event name: the ones the vendor's `EventMatcher.matchAndStore`
    /// stores a logged event for.
    private func campaignsTriggered(byName name: String) -> Set<String> {
        Set(cache.campaigns.lazy.filter { $0.triggers.contains { $0.matchingEventName == name } }.map(\.campaignId))
    }

    private func queueReadyCampaigns() async {
        let now = Int64(millisecondsSince1970: environment.clock.now)
        var status: AuthorizationStatus?
        for campaign in cache.campaigns where !slot.queued.contains(campaign.campaignId) {
            guard isEligible(campaign, nowMillis: now) else { continue }
            if campaign.isPushPrimer {
                // As the vendor: a customJson primer is pointless for an authorized user, and so for a
                // provisional one when the options ask for provisional authorization (nothing to upgrade).
                let primer = primerSoftAsk()
                if status == nil { status = await primer.currentStatus() }
                if let status, primer.policy.action(for: status) == .suppress(.alreadyAuthorized) { continue }
            }
            guard let used = events.satisfyingEvents(for: campaign, regexes: regexes, report: settings.report) else {
                continue
            }
            events.consume(used, for: campaign.campaignId)
            slot.enqueue(campaign.campaignId)
        }
    }

    private func isEligible(_ campaign: CampaignData, nowMillis: Int64) -> Bool {
        let ledger = cache.ledger(for: campaign)
        guard ledger.impressionsLeft > 0 else { return false }
        guard campaign.isTest || (!ledger.isOptedOut && !campaign.isOutdated(nowMillis: nowMillis)) else {
            return false
        }
        if campaign.type == 3, campaign.messagePayload.messageBody == nil { return false }
        if campaign.messagePayload.title.lowercased().hasPrefix("[tooltip]") {
            guard tooltipFeature, let target = campaign.tooltip?.uiElement else { return false }
            return visibleTooltipTargets.contains(target)
        }
        return true
    }

    private func display(_ campaign: CampaignData) async {
        let contexts = campaign.contexts
        if !contexts.isEmpty, !campaign.isTest, let verify = settings.onVerifyContext {
            let title = campaign.messagePayload.title
            guard await MainActor.run(body: { verify(contexts, title) }) else { return }
        }
        guard await displayPermitted(campaign) else { return }
        let display = CampaignDisplay(
            campaign: campaign, accessibilityCompatible: settings.accessibilityCompatibleDisplay)
        let offersPrimer = display.buttons.contains { $0.action == .pushPrimer }
        // The message is on the slot before the presenter can put it on screen, so a `closeMessage` the app
        // calls as soon as it sees the message always reaches it (the close may even come before the task
        // exists: then the task is cancelled as soon as it does).
        let presenting = LockedValue<Task<CampaignResponse, Never>?>(nil)
        let cancel: @Sendable () -> Void = { presenting.withLock { $0 }?.cancel() }
        guard slot.begin(campaign.campaignId, uiElement: campaign.tooltip?.uiElement, cancel: cancel) else { return }
        let presenter = self.presenter
        let message = display.message
        let task = Task { await presenter.present(message) }
        presenting.withLock { $0 = task }
        if slot.onScreenCancelled { task.cancel() }
        // The primer card is an attempt, begun where the campaign is displayed. The canonical `displayed`
        // means "handed to the presenter", as in the core's own attempts, so a primer that fails to
        // present reads the same in every adapter: displayed, then nothing (the attempt is withdrawn).
        let primer = offersPrimer ? primerSoftAsk().beginAttempt(campaignId: campaign.campaignId) : nil
        await primer?.displayed().value
        let response = await task.value
        let cancelled = slot.end()
        if cancelled {
            // Closed by the app (closeMessage), whatever the view answered then: not a counted display,
            // but the primer attempt still ends.
            _ = await primer?.decline(.dismiss).value
            return
        }
        if response.action == .notPresented {
            await primer?.withdraw().value
            return
        }
        completeDisplay(campaign, optOut: response.optOut && display.message.offersOptOut)
        settings.track(.impression("impression", campaignId: campaign.campaignId))
        await handle(response.action, display: display, primer: primer)
    }

    private func completeDisplay(_ campaign: CampaignData, optOut: Bool) {
        var ledger = cache.ledger(for: campaign).displayed()
        if optOut, !campaign.isTest {
            ledger.isOptedOut = true
            settings.track(.impression("optOut", campaignId: campaign.campaignId))
        }
        cache.ledgers[campaign.campaignId] = ledger
        cacheStore.save(cache, for: identity)
        completedDisplays.append(campaign.campaignId)
    }

    private func handle(_ action: CampaignAction, display: CampaignDisplay, primer: PrimerAttempt?) async {
        let campaignId = display.campaign.campaignId
        switch action {
        case let .button(index) where display.buttons.indices.contains(index):
            let button = display.buttons[index]
            settings.track(.impression(button.impressionType, campaignId: campaignId))
            if button.action == .pushPrimer, let primer {
                await pushPrimer(primer)
            } else {
                _ = await primer?.decline(.later).value
            }
            if let trigger = button.campaignTrigger {
                lastButtonEvent -= 1
                // Typed as the trigger declares them; a value that does not parse as its type is left out.
                let attributes = trigger.attributes.compactMap { attribute in
                    attribute.typedValue.map { CustomAttribute(attribute.name, $0) }
                }
                let event = CustomEvent(withName: trigger.matchingEventName, withCustomAttributes: attributes)
                events.append(
                    LoggedEvent(event, sequence: lastButtonEvent),
                    storedFor: campaignsTriggered(byName: trigger.matchingEventName))
            }
        case .button, .exit:
            settings.track(.impression("exit", campaignId: campaignId))
            _ = await primer?.decline(.dismiss).value
        case .notPresented:
            break
        }
    }

    // MARK: Push primer

    /// The device's `SoftAskEngine` under the policy of the current `pushPrimerAuthorizationOptions` (read
    /// at each display, as the vendor).
    private func primerSoftAsk() -> SoftAsk {
        let settings = self.settings
        return SoftAsk(
            policy: RakutenPolicy.make(options: settings.pushPrimerAuthorizationOptions),
            environment: environment, events: { settings.track(.primer($0)) })
    }

    /// The primer button: denied users go to the notification settings (and the request is still sent,
    /// as the vendor does); others are asked with the configured options; a grant registers. Anything
    /// but a grant reaches `errorCallback` (the vendor only logs it).
    private func pushPrimer(_ attempt: PrimerAttempt) async {
        let outcome = await attempt.accept().value
        switch outcome {
        case .granted:
            break
        case let .failed(failure, _, _, _):
            settings.report(.pushPrimerAuthorizationFailed(failure))
        default:
            settings.report(.pushPrimerNotGranted(status: outcome.endStatus.description))
        }
    }

    // MARK: Display permission

    /// As the vendor's `DisplayPermissionService`: asked for every campaign, test ones included (they show
    /// whatever the answer); retried once after a server error (5xx) or a failed connection, never after
    /// another status or an answer that does not decode; a failure reads as "do not display" and is reported.
    private func displayPermitted(_ campaign: CampaignData) async -> Bool {
        guard let address = endpoints?.displayPermission else { return true }
        guard let url = URL(string: address) else {
            settings.report(.invalidURL(field: "endpoints.displayPermission", value: address))
            return campaign.isTest
        }
        let request = CampaignRequest(
            kind: .displayPermission, url: url, subscriptionID: subscriptionID,
            body: RequestBodies.displayPermission(
                campaignId: campaign.campaignId, subscriptionId: subscriptionID, identity: identity,
                lastPingMillis: lastPingMillis, appVersion: appVersion, memo: memo),
            accessToken: await readAccessToken(), configurationURL: configurationURL)
        var failure: RInAppMessagingError
        var attemptsLeft = 2
        repeat {
            attemptsLeft -= 1
            do {
                let answer = try ResponseDecoding.displayPermission(try await transport.send(request))
                if answer.performPing { await ping() }
                return answer.display || campaign.isTest
            } catch {
                failure = error
            }
        } while attemptsLeft > 0 && failure.isRetriedByDisplayPermission
        settings.report(.displayPermissionDenied(campaignId: campaign.campaignId, reason: failure.description))
        return campaign.isTest
    }

}
