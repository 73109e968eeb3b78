/// The events logged in this session, as trigger matching needs them.
///
/// - `AppStartEvent` is persistent: kept for the session, never consumed, later logs ignored.
/// - Other events are kept (at most ``perNameLimit`` per name, oldest dropped) until a campaign they
///   satisfied is queued for display; then they are consumed.
/// - A campaign is ready when it has at least one trigger and every trigger is satisfied by one logged
///   event with the trigger's matching name that satisfies all of the trigger's attribute conditions.
struct EventLog {
    static let perNameLimit = 256

    private(set) var persistent: [String: LoggedEvent] = [:]
    private(set) var events: [String: [LoggedEvent]] = [:]
    private(set) var firedPersistentOnly: Set<String> = []

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
        list.append(event)
        events[event.name] = list
        return true
    }

    /// Forgets the non-persistent events (the user changed or logged out).
    mutating func clearNonPersistent() { events.removeAll() }

    /// The events that satisfy every trigger of `campaign` (one per trigger), or `nil` when it is not ready.
    func satisfyingEvents(for campaign: CampaignData, regexes: RegexCache,
                          report: (RInAppMessagingError) -> Void) -> [LoggedEvent]? {
        guard !campaign.triggers.isEmpty else { return nil }
        var chosen: [LoggedEvent] = []
        for trigger in campaign.triggers {
            guard trigger.type == .event, trigger.eventType != .invalid else { return nil }
            let name = trigger.matchingEventName
            let candidates = (persistent[name].map { [$0] } ?? []) + (events[name] ?? [])
            guard let event = candidates.first(where: { event in
                !chosen.contains(event) && trigger.attributes.allSatisfy { condition in
                    guard let value = event.attributes[condition.name] else { return false }
                    return AttributeMatcher.matches(value, condition, regexes: regexes, report: report)
                }
            }) else { return nil }
            chosen.append(event)
        }
        if chosen.allSatisfy(\.isPersistent), firedPersistentOnly.contains(campaign.campaignId) { return nil }
        return chosen
    }

    /// Consumes the non-persistent `used` events; remembers a campaign satisfied by persistent events only.
    mutating func consume(_ used: [LoggedEvent], for campaignId: String) {
        if used.allSatisfy(\.isPersistent) { firedPersistentOnly.insert(campaignId) }
        for event in used where !event.isPersistent {
            events[event.name]?.removeAll { $0 == event }
        }
    }
}
