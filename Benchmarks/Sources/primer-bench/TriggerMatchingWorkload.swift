@_spi(Fuzzing) import RakutenAdapter

/// A synthetic matching load: the matching pass one `logEvent` runs (over the SDK's `EventLog`), without
/// the SDK's worker, transport or display around it, and without the wire limit on campaigns, so that
/// growth with campaigns and with the log can be measured.
///
/// Campaign `i` has three triggers, each with one condition: `view_item` with `category` equal to
/// `cat<i>`, `add_to_cart` with `price` greater than `i`, and `checkout` with `items` equal to 3. The log
/// holds `eventsLogged` events spread over those three names (`add_to_cart` with `price` 0.5), and no
/// campaign is ever ready, so every pass evaluates every campaign and none is consumed.
/// The triggers' ``TriggerOrder`` decides how much of the log each evaluation examines.
struct TriggerMatchingWorkload {
    /// Which trigger each campaign lists first (the matcher stops at the first trigger nothing satisfies).
    enum TriggerOrder: Sendable {
        /// `view_item`'s exact condition first: the index by value finds no candidate, so no logged event
        /// is examined (the best case).
        case exactFirst
        /// `add_to_cart`'s `greater than` first, which no index narrows: every logged `add_to_cart` event
        /// is examined for every campaign (the worst case; the cost grows with the log).
        case comparisonFirst
    }

    private var log = EventLog()
    private let campaigns: [CampaignData]
    private let regexes = RegexCache()
    private var sequence = 0

    /// `campaigns` campaigns of three triggers in `order`, and `eventsLogged` events logged before the
    /// first pass.
    init(campaigns: Int, eventsLogged: Int, order: TriggerOrder = .exactFirst) {
        self.campaigns = (0..<campaigns).map { index in
            let triggers = [
                Trigger(
                    eventType: .custom, eventName: "view_item",
                    attributes: [
                        TriggerAttribute(name: "category", value: "cat\(index)", type: .string, operator: .equals)
                    ]),
                Trigger(
                    eventType: .custom, eventName: "add_to_cart",
                    attributes: [
                        TriggerAttribute(name: "price", value: "\(index)", type: .double, operator: .greaterThan)
                    ]),
                Trigger(
                    eventType: .custom, eventName: "checkout",
                    attributes: [TriggerAttribute(name: "items", value: "3", type: .integer, operator: .equals)]),
            ]
            return CampaignData(
                campaignId: "campaign-\(index)", maxImpressions: 1,
                triggers: order == .exactFirst ? triggers : [triggers[1], triggers[0], triggers[2]],
                messagePayload: MessagePayload(title: "campaign \(index)", messageSettings: MessageSettings()))
        }
        for index in 0..<eventsLogged {
            let event: CustomEvent
            switch index % 3 {
            case 0:
                event = CustomEvent(
                    withName: "view_item", withCustomAttributes: [CustomAttribute("category", .string("none"))])
            case 1:
                event = CustomEvent(
                    withName: "add_to_cart", withCustomAttributes: [CustomAttribute("price", .double(0.5))])
            default:
                event = CustomEvent(withName: "checkout", withCustomAttributes: [CustomAttribute("items", .int(1))])
            }
            append(event)
        }
    }

    /// Logs one more `view_item` event (which satisfies nothing) and runs the pass over every campaign,
    /// as `logEvent` does; returns how many campaigns were ready.
    mutating func logEventAndMatch() -> Int {
        append(CustomEvent(withName: "view_item", withCustomAttributes: [CustomAttribute("category", .string("none"))]))
        var ready = 0
        for campaign in campaigns {
            guard let used = log.satisfyingEvents(for: campaign, regexes: regexes, report: { _ in }) else { continue }
            log.consume(used, for: campaign.campaignId)
            ready += 1
        }
        return ready
    }

    private mutating func append(_ event: CustomEvent) {
        sequence += 1
        log.append(LoggedEvent(event, sequence: sequence))
    }
}
