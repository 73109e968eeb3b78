/// The events logged in this session, as trigger matching needs them.
///
/// - `AppStartEvent` is persistent: kept for the session, never consumed, later logs ignored.
/// - Other events are kept (at most ``perNameLimit`` per name, oldest dropped). An event is consumed
///   per campaign, as the vendor's event matcher keeps a list per campaign: queuing a campaign uses up
///   its events for that campaign only, so one event can show every campaign it satisfies.
/// - A campaign is ready when it has at least one trigger and every trigger is satisfied by a logged
///   event with the trigger's matching name that satisfies all of the trigger's attribute conditions
///   (one event may satisfy several triggers: the vendor takes the first match for each).
struct EventLog {
    static let perNameLimit = 256

    /// A non-persistent event and the campaigns that have used it.
    private struct Entry {
        let event: LoggedEvent
        var consumedBy: Set<String> = []
    }

    private var persistent: [String: LoggedEvent] = [:]
    private var events: [String: [Entry]] = [:]
    private var firedPersistentOnly: Set<String> = []

    /// Records `event`; `false` when it was ignored (a repeated persistent event).
    @discardableResult
    mutating func append(_ event: LoggedEvent) -> Bool {
        if event.isPersistent {
            guard persistent[event.name] == nil else { return false }
            persistent[event.name] = event
            return true
        }
        var list = events[event.name, default: []]
        if list.count >= Self.perNameLimit { list.removeFirst() }
        list.append(Entry(event: event))
        events[event.name] = list
        return true
    }

    /// Forgets the non-persistent events (the user changed or logged out).
    mutating func clearNonPersistent() { events.removeAll() }

    /// The events that satisfy every trigger of `campaign` (one per trigger, possibly the same one
    /// twice), or `nil` when it is not ready.
    func satisfyingEvents(for campaign: CampaignData, regexes: RegexCache,
                          report: (RInAppMessagingError) -> Void) -> [LoggedEvent]? {
        guard !campaign.triggers.isEmpty else { return nil }
        var chosen: [LoggedEvent] = []
        for trigger in campaign.triggers {
            guard trigger.type == .event, trigger.eventType != .invalid else { return nil }
            let name = trigger.matchingEventName
            let unused = (events[name] ?? []).filter { !$0.consumedBy.contains(campaign.campaignId) }.map(\.event)
            let candidates = (persistent[name].map { [$0] } ?? []) + unused
            guard let event = candidates.first(where: { event in
                trigger.attributes.allSatisfy { condition in
                    guard let value = event.attributes[condition.name] else { return false }
                    return AttributeMatcher.matches(value, condition, regexes: regexes, report: report)
                }
            }) else { return nil }
            chosen.append(event)
        }
        if chosen.allSatisfy(\.isPersistent), firedPersistentOnly.contains(campaign.campaignId) { return nil }
        return chosen
    }

    /// Uses up the non-persistent `used` events for `campaignId`; remembers a campaign satisfied by
    /// persistent events only.
    mutating func consume(_ used: [LoggedEvent], for campaignId: String) {
        if used.allSatisfy(\.isPersistent) { firedPersistentOnly.insert(campaignId) }
        for event in used where !event.isPersistent {
            guard let index = events[event.name]?.firstIndex(where: { $0.event == event }) else { continue }
            events[event.name]?[index].consumedBy.insert(campaignId)
        }
    }
}
