/// The events logged in this session, as trigger matching needs them.
///
/// - `AppStartEvent` is persistent: kept for the session, never consumed, later logs ignored.
/// - Other events are kept (at most ``perNameLimit`` per name, oldest dropped) for the campaigns that
///   had a trigger of their name when they were logged, as the vendor's event matcher stores an event in
///   the list of each such campaign (a campaign a later ping brings is not satisfied by earlier events).
///   An event is consumed per campaign: queuing a campaign uses up its events for that campaign only, so
///   one event can show every campaign it satisfies.
/// - A campaign is ready when it has at least one trigger and every trigger is satisfied by a logged
///   event with the trigger's matching name that satisfies all of the trigger's attribute conditions
///   (one event may satisfy several triggers: the vendor takes the first match for each).
/// - Events are indexed by name and by exact attribute value (``EventNameLog``): a trigger examines
///   only the events that can satisfy its exact conditions, oldest first, so the first match is the one
///   a scan of every event would find.
/// - Matching spends a ``MatchBudget`` that each event the app logs renews: a campaign whose triggers
///   need more work than is left is not ready, and is reported once.
///
/// SPI for the benchmark package, which times the matching pass over more campaigns than the wire allows.
@_spi(Fuzzing)
public struct EventLog {
    static let perNameLimit = 256
    /// Most campaigns remembered as reported for running out of budget (beyond, it starts afresh).
    static let reportedLimit = 2 * WireLimits.maxCampaigns

    private var persistent: [String: LoggedEvent] = [:]
    private var events: [String: EventNameLog] = [:]
    private var firedPersistentOnly: Set<String> = []
    private var budget = MatchBudget()
    private var reportedOverBudget: Set<String> = []

    public init() {}

    /// Records `event` for the campaigns `storedFor` (`nil`: every campaign; persistent events always
    /// serve every campaign); `false` when it was ignored (a repeated persistent event).
    @discardableResult
    public mutating func append(_ event: LoggedEvent, storedFor: Set<String>? = nil) -> Bool {
        // The app's events (numbered up from 1) renew the pool; a campaign button's share its call's.
        if event.sequence > 0 { budget.renewPool() }
        if event.isPersistent {
            guard persistent[event.name] == nil else { return false }
            persistent[event.name] = event
            return true
        }
        events[event.name, default: EventNameLog()].append(event, limit: Self.perNameLimit, storedFor: storedFor)
        return true
    }

    /// Forgets the non-persistent events (the user changed or logged out).
    mutating func clearNonPersistent() { events.removeAll() }

    /// The events that satisfy every trigger of `campaign` (one per trigger, possibly the same one
    /// twice), or `nil` when it is not ready (or matching it needs more than the budget has left).
    public mutating func satisfyingEvents(
        for campaign: CampaignData, regexes: RegexCache,
        report: (RInAppMessagingError) -> Void
    ) -> [LoggedEvent]? {
        budget.startCampaign()
        switch match(campaign, regexes: regexes, report: report) {
        case let .ready(chosen):
            return chosen
        case .notReady:
            return nil
        case .overBudget:
            if reportedOverBudget.count >= Self.reportedLimit { reportedOverBudget.removeAll() }
            if reportedOverBudget.insert(campaign.campaignId).inserted {
                report(.matchingBudgetExceeded(campaignId: campaign.campaignId, limit: MatchBudget.stepsPerEvent))
            }
            return nil
        }
    }

    private enum Match {
        case ready([LoggedEvent])
        case notReady, overBudget
    }

    private mutating func match(
        _ campaign: CampaignData, regexes: RegexCache,
        report: (RInAppMessagingError) -> Void
    ) -> Match {
        guard !campaign.triggers.isEmpty else { return .notReady }
        var chosen: [LoggedEvent] = []
        for trigger in campaign.triggers {
            guard trigger.type == .event, trigger.eventType != .invalid else { return .notReady }
            let name = trigger.matchingEventName
            // The persistent event first, then the ones this campaign has not used, oldest first.
            let persistentEvent = persistent[name]
            let logged = events[name]?.entries ?? []
            // Only the events that can satisfy the trigger's exact conditions, in log order.
            let candidates = events[name]?.candidates(for: trigger.attributes) ?? EventNameLog.Candidates(all: 0)
            var found: LoggedEvent?
            var next = persistentEvent == nil ? 0 : -1 // -1: the persistent event
            candidates: while found == nil, next < candidates.count {
                let offset = next
                next += 1
                guard budget.spend(1) else { return .overBudget }
                let event: LoggedEvent
                if offset >= 0 {
                    let index = candidates[offset]
                    guard logged[index].isAvailable(to: campaign.campaignId) else { continue }
                    event = logged[index].event
                } else if let persistentEvent {
                    event = persistentEvent
                } else {
                    continue
                }
                for condition in trigger.attributes {
                    guard let value = event.attributes[condition.name] else { continue candidates }
                    switch AttributeMatcher.matches(value, condition, regexes: regexes, budget: &budget, report: report)
                    {
                    case true?: continue
                    case false?: continue candidates
                    case nil: return .overBudget
                    }
                }
                found = event
            }
            guard let found else { return .notReady }
            chosen.append(found)
        }
        if chosen.allSatisfy(\.isPersistent), firedPersistentOnly.contains(campaign.campaignId) { return .notReady }
        return .ready(chosen)
    }

    /// Uses up the non-persistent `used` events for `campaignId`; remembers a campaign satisfied by
    /// persistent events only.
    public mutating func consume(_ used: [LoggedEvent], for campaignId: String) {
        if used.allSatisfy(\.isPersistent) { firedPersistentOnly.insert(campaignId) }
        for event in used where !event.isPersistent { events[event.name]?.consume(event, for: campaignId) }
    }
}
