/// One canonical primer event with typed properties.
public struct PrimerEvent: Sendable, Hashable, Codable, CustomStringConvertible {
    /// Which event this is.
    public var name: PrimerEventName
    /// The campaign the card belonged to, when there was one.
    public var campaignId: String?
    /// The authorization status the event reports (the outcome status, or the status re-read).
    public var status: AuthorizationStatus?
    /// Why the card was suppressed (``PrimerEventName/suppressed`` only).
    public var reason: SuppressionReason?
    /// The device token in lower-case hex (``PrimerEventName/registered`` only).
    public var token: String?
    /// A human-readable error: the registration failure on ``PrimerEventName/registrationFailed``; on
    /// ``PrimerEventName/permissionDenied``, why the system gave no answer (the request threw, or the
    /// Settings app could not be opened), when that is the reason. The outcome carries it typed.
    public var error: String?

    /// Creates an event.
    public init(_ name: PrimerEventName, campaignId: String? = nil, status: AuthorizationStatus? = nil,
                reason: SuppressionReason? = nil, token: String? = nil, error: String? = nil) {
        self.name = name
        self.campaignId = campaignId
        self.status = status
        self.reason = reason
        self.token = token
        self.error = error
    }

    /// The properties as analytics-friendly strings, keyed by camel-case names (`campaignId`, `status`,
    /// `reason`, `token`, `error`); absent values are left out.
    public var properties: [String: String] {
        var result: [String: String] = [:]
        if let campaignId { result["campaignId"] = campaignId }
        if let status { result["status"] = status.description }
        if let reason { result["reason"] = reason.rawValue }
        if let token { result["token"] = token }
        if let error { result["error"] = error }
        return result
    }

    /// `name` followed by the sorted properties, for logs and test messages.
    public var description: String {
        let props = properties.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
        return props.isEmpty ? name.rawValue : "\(name.rawValue)(\(props.joined(separator: ", ")))"
    }
}
