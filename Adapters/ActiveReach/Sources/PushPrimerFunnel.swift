import PrimerCore

/// The per-campaign soft-ask funnel built from the events an ``InAppPushPrimer`` emits
/// (displayed → allow_tapped → permission_granted, with rates), as the ActiveReach docs suggest building
/// it in analytics. Feed it every emitter call, or use a ``PushPrimerFunnelRecorder`` as the emitter.
public struct PushPrimerFunnel: Sendable, Hashable, CustomStringConvertible {
    /// One campaign's counts and rates.
    public struct Campaign: Sendable, Hashable {
        public var campaignId: String
        /// `in_app.displayed` events.
        public var displayed = 0
        /// `push_primer.allow_tapped` events.
        public var allowTapped = 0
        /// `push_primer.permission_granted` events.
        public var granted = 0
        /// `push_primer.permission_denied` events (including Allow taps that opened Settings).
        public var denied = 0
        /// `push_primer.later_tapped` events.
        public var later = 0
        /// `in_app.dismissed` events.
        public var dismissed = 0

        /// Creates an empty funnel for `campaignId`.
        public init(campaignId: String) { self.campaignId = campaignId }

        /// allow_tapped / displayed, or `nil` before any display.
        public var allowRate: Double? { Self.rate(allowTapped, of: displayed) }
        /// permission_granted / allow_tapped, or `nil` before any Allow.
        public var grantRate: Double? { Self.rate(granted, of: allowTapped) }
        /// permission_granted / displayed: the whole soft ask's conversion, or `nil` before any display.
        public var conversionRate: Double? { Self.rate(granted, of: displayed) }

        private static func rate(_ count: Int, of total: Int) -> Double? {
            total > 0 ? Double(count) / Double(total) : nil
        }
    }

    /// The six events ActiveReach documents, in funnel order: the ones a funnel counts.
    public static let events: [PrimerEventName] = [
        .displayed, .dismissed, .allowTapped, .laterTapped, .permissionGranted, .permissionDenied,
    ]

    /// Each campaign's funnel by id.
    public private(set) var campaigns: [String: Campaign] = [:]

    /// An empty funnel.
    public init() {}

    /// A funnel over `events` (name and campaign id of each emitter call, in any order).
    public init(events: some Sequence<(name: String, campaignId: String)>) {
        for event in events { record(event.name, campaignId: event.campaignId) }
    }

    /// Counts one emitter call; events of other names (or without a `campaignId`) are ignored.
    public mutating func record(_ eventName: String, properties: [String: Any]) {
        guard let campaignId = properties["campaignId"] as? String else { return }
        record(eventName, campaignId: campaignId)
    }

    /// Counts one event of `campaignId`; unknown names are ignored.
    public mutating func record(_ eventName: String, campaignId: String) {
        guard let event = PrimerEventName(rawValue: eventName), Self.events.contains(event)
        else { return }
        var campaign = campaigns[campaignId] ?? Campaign(campaignId: campaignId)
        switch event {
        case .displayed: campaign.displayed += 1
        case .allowTapped: campaign.allowTapped += 1
        case .permissionGranted: campaign.granted += 1
        case .permissionDenied: campaign.denied += 1
        case .laterTapped: campaign.later += 1
        case .dismissed: campaign.dismissed += 1
        default: return
        }
        campaigns[campaignId] = campaign
    }

    /// One campaign's funnel, or `nil` when it emitted nothing.
    public subscript(campaignId: String) -> Campaign? { campaigns[campaignId] }

    /// A table, one campaign per line, sorted by id.
    public var description: String {
        let header =
            "campaign | displayed | allow_tapped | granted | denied | later | dismissed | allow% | grant% | conversion%"
        let rows = campaigns.values.sorted { $0.campaignId < $1.campaignId }.map { c in
            [
                c.campaignId, "\(c.displayed)", "\(c.allowTapped)", "\(c.granted)", "\(c.denied)", "\(c.later)",
                "\(c.dismissed)", Self.percent(c.allowRate), Self.percent(c.grantRate), Self.percent(c.conversionRate),
            ]
            .joined(separator: " | ")
        }
        return ([header] + rows).joined(separator: "\n")
    }

    /// One decimal, as `"33.3"`. A rate has no upper bound (Allow taps the app reports without a display
    /// count too), so one too large for an `Int` of tenths is printed as the `Double` it is, never trapped.
    private static func percent(_ rate: Double?) -> String {
        guard let rate else { return "-" }
        let tenths = (rate * 1000).rounded()
        guard tenths.isFinite, tenths.magnitude < 1e15 else { return "\(rate * 100)" }
        let magnitude = Int(tenths.magnitude)
        return "\(tenths < 0 ? "-" : "")\(magnitude / 10).\(magnitude % 10)"
    }
}
