import Foundation
@_spi(AdapterAuthoring) import PrimerCore

extension InAppPushPrimer.Config {
    /// Decodes an operator-authored in-app campaign with render type `push_primer`:
    ///
    /// ```json
    /// { "campaignId": "campaign_123", "renderType": "push_primer",
    ///   "title": "Stay in the loop", "body": "Order updates and back-in-stock alerts.",
    ///   "allowButtonLabel": "Turn on notifications", "laterButtonLabel": "Not right now",
    ///   "imageUrl": "https://cdn.example.com/bell.png", "icon": "bell", "cooldownDays": 7 }
    /// ```
    ///
    /// `campaignId`, `renderType`, `title`, `body` and both labels are required and must not be blank;
    /// `imageUrl` (an `https` URL with a host), `icon` and `cooldownDays` (a whole number from 0 to
    /// ``maximumCooldownDays``, 7 when absent) are optional, and `null` counts as absent. Unknown fields
    /// are ignored so operators can add dashboard metadata. Untrusted input never crashes: every refusal is
    /// a ``CampaignConfigError`` naming the field and the value.
    public init(campaignJSON data: Data) throws(CampaignConfigError) {
        let root: PushValue
        do {
            root = try PushValue(json: data)
        } catch {
            throw .malformedJSON(reason: "\(error)")
        }
        guard case let .object(fields) = root else { throw .notAnObject(found: root.summary) }
        let campaign = CampaignFields(fields)
        let renderType = try campaign.optionalString("renderType")
        guard renderType == "push_primer" else { throw .wrongRenderType(found: renderType) }
        self.init(
            campaignId: try campaign.text("campaignId"),
            title: try campaign.text("title"),
            body: try campaign.text("body"),
            allowButtonLabel: try campaign.text("allowButtonLabel"),
            laterButtonLabel: try campaign.text("laterButtonLabel"),
            imageUrl: try campaign.imageURL(),
            icon: try campaign.optionalString("icon"),
            cooldownDays: try campaign.cooldownDays())
    }

    /// ``init(campaignJSON:)`` for a JSON string.
    public init(campaignJSON text: String) throws(CampaignConfigError) {
        try self.init(campaignJSON: Data(text.utf8))
    }
}

/// Typed reads of a campaign object's fields, each failing with the field's name.
private struct CampaignFields {
    let fields: [String: PushValue]

    init(_ fields: [String: PushValue]) { self.fields = fields }

    func optionalString(_ name: String) throws(CampaignConfigError) -> String? {
        switch fields[name] {
        case nil, .null?: return nil
        case let .string(value)?: return value
        case let other?: throw .wrongType(field: name, expected: "a string", found: other.summary)
        }
    }

    func text(_ name: String) throws(CampaignConfigError) -> String {
        guard let value = try optionalString(name) else { throw .missingField(name) }
        guard !value.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else { throw .emptyField(name) }
        return value
    }

    func imageURL() throws(CampaignConfigError) -> URL? {
        guard let text = try optionalString("imageUrl") else { return nil }
        guard let url = URL(string: text), url.scheme?.lowercased() == "https",
            let host = url.host, !host.isEmpty
        else { throw .imageUrlNotHTTPS(text) }
        return url
    }

    func cooldownDays() throws(CampaignConfigError) -> Int {
        let maximum = InAppPushPrimer.Config.maximumCooldownDays
        switch fields["cooldownDays"] {
        case nil, .null?:
            return InAppPushPrimer.Config.defaultCooldownDays
        case let .int(days)?:
            return try Self.checkedDays(Double(days), spelled: "\(days)", maximum: maximum)
        case let .double(days)?:
            // Whole numbers beyond Int's range land here too.
            guard days.isFinite, days == days.rounded() else { throw .cooldownDaysNotInteger("\(days)") }
            return try Self.checkedDays(days, spelled: "\(days)", maximum: maximum)
        case let other?:
            throw .wrongType(field: "cooldownDays", expected: "a whole number of days", found: other.summary)
        }
    }

    private static func checkedDays(_ days: Double, spelled: String, maximum: Int) throws(CampaignConfigError) -> Int {
        guard days >= 0 else { throw .cooldownDaysNegative(spelled) }
        guard days <= Double(maximum) else { throw .cooldownDaysTooLarge(spelled, maximum: maximum) }
        return Int(days)
    }
}

extension PushValue {
    /// How campaign errors spell a value: its type, plus the value itself for scalars (truncated).
    fileprivate var summary: String {
        switch self {
        case .null: "null"
        case let .bool(value): "the boolean \(value)"
        case let .int(value): "the number \(value)"
        case let .double(value): "the number \(value)"
        case let .string(value): "the string '\(value.prefix(80))'"
        case .array: "an array"
        case .object: "an object"
        }
    }
}
