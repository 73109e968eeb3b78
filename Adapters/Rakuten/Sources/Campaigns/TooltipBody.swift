import Foundation

/// A tooltip's message body: a JSON document naming the UI element it points at.
struct TooltipBody: Sendable, Hashable, Codable {
    /// The UI element identifier (`accessibilityIdentifier` or `canHaveTooltip(identifier:)`).
    var uiElement: String
    /// Where the tooltip sits relative to the element: one of ``positions``.
    var position: String
    /// Seconds after which the tooltip closes itself, if set.
    var autoDisappear: Int?
    /// Where a tap on the tooltip leads, if set.
    var redirectURL: String?

    private enum CodingKeys: String, CodingKey {
        case uiElement = "UIElement"
        case position
        case autoDisappear = "auto-disappear"
        case redirectURL
    }

    init(uiElement: String, position: String, autoDisappear: Int? = nil, redirectURL: String? = nil) {
        self.uiElement = uiElement
        self.position = position
        self.autoDisappear = autoDisappear
        self.redirectURL = redirectURL
    }

    /// The positions the vendor knows; a body naming another is not a tooltip.
    static let positions: Set<String> = [
        "top-left", "top-right", "top-center", "bottom-left", "bottom-right", "bottom-center", "left", "right",
    ]

    /// Decodes as the vendor: `UIElement` and a known `position` are required; `auto-disappear` (a
    /// non-negative number of seconds) and `redirectURL` may be absent, but a mistyped one rejects the body.
    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        uiElement = try container.decode(String.self, forKey: .uiElement)
        position = try container.decode(String.self, forKey: .position)
        guard Self.positions.contains(position) else {
            throw DecodingError.dataCorruptedError(
                forKey: .position, in: container, debugDescription: "unknown position '\(position)'")
        }
        autoDisappear = try container.decodeIfPresent(UInt.self, forKey: .autoDisappear).map { Int(clamping: $0) }
        redirectURL = try container.decodeIfPresent(String.self, forKey: .redirectURL)
    }
}

extension CampaignData {
    /// The tooltip description when this campaign is a tooltip: the title starts with `[Tooltip]` (any
    /// case), the body is tooltip JSON, and an image is set.
    var tooltip: TooltipBody? {
        guard messagePayload.title.lowercased().hasPrefix("[tooltip]"),
            messagePayload.resource.imageUrl != nil,
            let body = messagePayload.messageBody, body.utf8.count <= 16_384
        else { return nil }
        return try? JSONDecoder().decode(TooltipBody.self, from: Data(body.utf8))
    }

    /// Whether this campaign is a tooltip (see ``tooltip``).
    var isTooltip: Bool { tooltip != nil }
}
