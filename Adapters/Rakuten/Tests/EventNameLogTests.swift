import Testing

@_spi(Fuzzing) @testable import RakutenAdapter

/// The exact-value index picks the same event a scan of every event would: the oldest unused one that
/// satisfies every condition, also after old events were dropped from a full log.
@Suite struct EventNameLogTests {
    static func campaign(_ conditions: [TriggerAttribute]) -> CampaignData {
        CampaignData(
            campaignId: "c", maxImpressions: 1,
            triggers: [Trigger(eventType: .custom, eventName: "buy", attributes: conditions)],
            messagePayload: MessagePayload(title: "t", messageSettings: MessageSettings()))
    }

    static func log(_ items: [Int], from first: Int = 1) -> EventLog {
        var log = EventLog()
        for (offset, count) in items.enumerated() {
            let event = CustomEvent(
                withName: "buy",
                withCustomAttributes: [
                    CustomAttribute("items", .int(count)),
                    CustomAttribute("shop", .string("s\(count % 2)")),
                ])
            log.append(LoggedEvent(event, sequence: first + offset))
        }
        return log
    }

    @Test(
        arguments: [
            // (conditions, the sequence of the event expected, nil: none)
            ([TriggerAttribute(name: "items", value: "3", type: .integer, operator: .equals)], 3),
            (
                [
                    TriggerAttribute(name: "items", value: "3", type: .integer, operator: .equals),
                    TriggerAttribute(name: "shop", value: "s1", type: .string, operator: .equals),
                ], 3
            ),
            (
                [
                    TriggerAttribute(name: "items", value: "4", type: .integer, operator: .equals),
                    TriggerAttribute(name: "shop", value: "s1", type: .string, operator: .equals),
                ], nil
            ),
            ([TriggerAttribute(name: "items", value: "x", type: .integer, operator: .equals)], nil),
            ([TriggerAttribute(name: "items", value: "2", type: .integer, operator: .greaterThan)], 3),
        ] as [([TriggerAttribute], Int?)])
    func theOldestSatisfyingEventIsChosen(conditions: [TriggerAttribute], expected: Int?) {
        var log = Self.log([1, 2, 3, 4, 3])
        let chosen = log.satisfyingEvents(for: Self.campaign(conditions), regexes: RegexCache(), report: { _ in })
        #expect(chosen?.map(\.sequence) == expected.map { [$0] })
    }

    @Test func aConsumedEventIsSkippedAndDroppedEventsLeaveTheIndex() {
        let condition = [TriggerAttribute(name: "items", value: "7", type: .integer, operator: .equals)]
        // A full log whose first two events (both 7) are dropped by two more appends.
        var log = Self.log([7, 7] + Array(repeating: 1, count: EventLog.perNameLimit - 3) + [7, 1, 1])
        let campaign = Self.campaign(condition)
        let first = log.satisfyingEvents(for: campaign, regexes: RegexCache(), report: { _ in })
        #expect(first?.map(\.sequence) == [EventLog.perNameLimit])
        log.consume(first ?? [], for: campaign.campaignId)
        #expect(log.satisfyingEvents(for: campaign, regexes: RegexCache(), report: { _ in }) == nil)
    }
}
