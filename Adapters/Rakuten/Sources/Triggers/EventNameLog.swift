/// The logged events of one name, oldest first, with an index of their attributes by exact value, so a
/// trigger with an exact condition (`EQUALS` on a string, integer, double or Boolean) examines only the
/// events that can satisfy it, however many other events are logged. A trigger without one (a comparison,
/// a regex, a time) examines every unused event of its name, so its cost grows with the log.
struct EventNameLog {
    /// A logged event and the campaigns that have used it.
    struct Entry {
        let event: LoggedEvent
        var consumedBy: Set<String> = []
    }

    /// The events, oldest first.
    private(set) var entries: [Entry] = []
    /// How many events were dropped from the front: the entry at `i` has position `dropped + i`.
    private var dropped = 0
    /// Positions of the events by attribute name and value, ascending.
    private var positions: [String: [CustomAttribute.Value: [Int]]] = [:]

    /// Appends `event`, dropping the oldest first when `limit` events are kept.
    mutating func append(_ event: LoggedEvent, limit: Int) {
        if entries.count >= limit, !entries.isEmpty { dropOldest() }
        let position = dropped + entries.count
        entries.append(Entry(event: event))
        for (name, value) in event.attributes { positions[name, default: [:]][value, default: []].append(position) }
    }

    private mutating func dropOldest() {
        let oldest = entries.removeFirst()
        for (name, value) in oldest.event.attributes {
            // The oldest event's position is the first of each of its lists.
            positions[name]?[value]?.removeFirst()
            if positions[name]?[value]?.isEmpty == true { positions[name]?[value] = nil }
        }
        dropped += 1
    }

    /// The indices in ``entries`` of the events that may satisfy every condition of `conditions`, oldest
    /// first: those holding the value of its most selective exact condition, or every index when it has none.
    func candidates(for conditions: [TriggerAttribute]) -> Candidates {
        var narrowest: [Int]?
        for condition in conditions where Self.isExact(condition) {
            // A value that does not parse as its type satisfies nothing.
            guard let value = condition.matchingValue else { return Candidates(positions: [], dropped: dropped) }
            let found = positions[condition.name]?[value] ?? []
            if narrowest == nil || found.count < narrowest?.count ?? 0 { narrowest = found }
        }
        return narrowest.map { Candidates(positions: $0, dropped: dropped) } ?? Candidates(all: entries.count)
    }

    /// Marks the entry of `event` as used by `campaignId`.
    mutating func consume(_ event: LoggedEvent, for campaignId: String) {
        guard let index = entries.firstIndex(where: { $0.event.sequence == event.sequence && $0.event == event }) else {
            return
        }
        entries[index].consumedBy.insert(campaignId)
    }

    /// Conditions that only an event holding exactly the trigger's value can satisfy (time comparisons
    /// have a tolerance, and the other operators accept many values).
    private static func isExact(_ condition: TriggerAttribute) -> Bool {
        guard condition.operator == .equals else { return false }
        switch condition.type {
        case .string, .integer, .double, .boolean: return true
        case .timeInMilliseconds, .invalid: return false
        }
    }

    /// Indices into ``entries``, oldest first.
    struct Candidates {
        private let positions: [Int]?
        private let dropped: Int
        /// How many.
        let count: Int

        init(positions: [Int], dropped: Int) {
            self.positions = positions
            self.dropped = dropped
            count = positions.count
        }

        init(all count: Int) {
            positions = nil
            dropped = 0
            self.count = count
        }

        /// The `offset`-th candidate's index in ``entries``.
        subscript(offset: Int) -> Int { positions.map { $0[offset] - dropped } ?? offset }
    }
}
