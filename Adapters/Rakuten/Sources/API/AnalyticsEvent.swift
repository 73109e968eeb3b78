import PrimerCore

/// Something the SDK tracked: the vendor's analytics event (`_rem_iam_impressions`, `_rem_iam_pushprimer`)
/// and, for push-primer campaigns, the canonical primer event it stands for.
public struct AnalyticsEvent: Sendable, Hashable, CustomStringConvertible {
    /// The vendor's event name, or the canonical name where the vendor tracks nothing.
    public var name: String
    /// The event's parameters (`campaign_id`, `impression`, `push_permission`, ...).
    public var parameters: [String: String]
    /// The canonical primer event, for push-primer campaigns.
    public var primerEvent: PrimerEvent?

    public init(name: String, parameters: [String: String], primerEvent: PrimerEvent? = nil) {
        self.name = name
        self.parameters = parameters
        self.primerEvent = primerEvent
    }

    /// `name(key=value, ...)`.
    public var description: String {
        let props = parameters.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
        return "\(name)(\(props.joined(separator: ", ")))"
    }

    /// The vendor form of a canonical primer event.
    static func primer(_ event: PrimerEvent) -> AnalyticsEvent {
        var parameters = ["campaign_id": event.campaignId ?? ""]
        let name: String
        switch event.name {
        case .permissionGranted, .permissionDenied:
            name = "_rem_iam_pushprimer"
            parameters["push_permission"] = event.name == .permissionGranted ? "1" : "0"
        default:
            name = event.name.rawValue
        }
        if let status = event.status { parameters["status"] = status.description }
        if let error = event.properties["error"] { parameters["error"] = error }
        return AnalyticsEvent(name: name, parameters: parameters, primerEvent: event)
    }

    /// An impression (`impression`, `actionOne`, `actionTwo`, `exit`, `optOut`).
    static func impression(_ type: String, campaignId: String) -> AnalyticsEvent {
        AnalyticsEvent(name: "_rem_iam_impressions", parameters: ["campaign_id": campaignId, "impression": type])
    }
}
