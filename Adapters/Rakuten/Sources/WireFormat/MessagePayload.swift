/// What a campaign shows. Only the fields the SDK decides on are modelled; colours and layout are left
/// to the presenter.
public struct MessagePayload: Sendable, Hashable, Codable {
    /// The campaign name as authored; `[...]` parts are contexts (see ``CampaignData/contexts``).
    public var title: String
    /// The body text (for tooltips, a JSON document naming the target UI element).
    public var messageBody: String?
    /// The header line.
    public var header: String?
    /// The image.
    public var resource: MessageResource?
    /// Display and button settings.
    public var messageSettings: MessageSettings

    /// Creates a payload.
    public init(
        title: String, messageBody: String? = nil, header: String? = nil, resource: MessageResource? = nil,
        messageSettings: MessageSettings
    ) {
        self.title = title
        self.messageBody = messageBody
        self.header = header
        self.resource = resource
        self.messageSettings = messageSettings
    }
}

/// The campaign's image.
public struct MessageResource: Sendable, Hashable, Codable {
    /// Where the image is; required for tooltips.
    public var imageUrl: String?
    /// How it is cropped, kept as sent.
    public var cropType: Int?

    /// Creates a resource.
    public init(imageUrl: String? = nil, cropType: Int? = nil) {
        self.imageUrl = imageUrl
        self.cropType = cropType
    }
}

/// `messageSettings`.
public struct MessageSettings: Sendable, Hashable, Codable {
    /// When and how the message shows.
    public var displaySettings: DisplaySettings
    /// The buttons.
    public var controlSettings: ControlSettings

    /// Creates settings.
    public init(
        displaySettings: DisplaySettings = DisplaySettings(), controlSettings: ControlSettings = ControlSettings()
    ) {
        self.displaySettings = displaySettings
        self.controlSettings = controlSettings
    }
}

/// `displaySettings`: the fields the SDK decides on.
public struct DisplaySettings: Sendable, Hashable, Codable {
    /// End of the campaign in milliseconds since 1970 (ignored when ``CampaignData/hasNoEndDate``).
    public var endTimeMillis: Int64
    /// Whether the "do not show again" box is offered.
    public var optOut: Bool

    /// Creates settings.
    public init(endTimeMillis: Int64 = 0, optOut: Bool = false) {
        self.endTimeMillis = endTimeMillis
        self.optOut = optOut
    }

    private enum CodingKeys: String, CodingKey { case endTimeMillis, optOut }

    /// Decodes; absent fields default (`endTimeMillis` 0, `optOut` false), mistyped ones reject.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        endTimeMillis = try container.decodeIfPresent(Int64.self, forKey: .endTimeMillis) ?? 0
        optOut = try container.decodeIfPresent(Bool.self, forKey: .optOut) ?? false
    }
}

/// `controlSettings`.
public struct ControlSettings: Sendable, Hashable, Codable {
    /// The buttons as authored (at most the first two are shown).
    public var buttons: [CampaignButton]

    /// Creates settings.
    public init(buttons: [CampaignButton] = []) { self.buttons = buttons }

    private enum CodingKeys: String, CodingKey { case buttons }

    /// Decodes; an absent list is empty, a list over ``WireLimits/maxButtons`` rejects.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        buttons = try container.decodeBounded(
            [CampaignButton].self, forKey: .buttons, limit: WireLimits.maxButtons,
            required: false)
    }
}

/// One message button.
public struct CampaignButton: Sendable, Hashable, Codable {
    /// The label.
    public var buttonText: String
    /// What a tap does.
    public var buttonBehavior: ButtonBehavior
    /// An event logged when the button is tapped, if any.
    public var campaignTrigger: Trigger?

    /// Creates a button.
    public init(buttonText: String, buttonBehavior: ButtonBehavior, campaignTrigger: Trigger? = nil) {
        self.buttonText = buttonText
        self.buttonBehavior = buttonBehavior
        self.campaignTrigger = campaignTrigger
    }
}

/// `buttonBehavior`.
public struct ButtonBehavior: Sendable, Hashable, Codable {
    /// The action.
    public var action: ActionType
    /// The redirect or deep-link target.
    public var uri: String?

    /// Creates a behaviour.
    public init(action: ActionType, uri: String? = nil) {
        self.action = action
        self.uri = uri
    }
}

/// A button's action on the wire.
public enum ActionType: Int, Sendable, Hashable, CaseIterable, LenientWireEnum, CustomStringConvertible {
    /// Unknown: the button is not shown.
    case invalid = 0
    /// Open a web page.
    case redirect = 1
    /// Open a deep link.
    case deeplink = 2
    /// Close the message.
    case close = 3
    /// Ask for notification permission (the push primer).
    case pushPrimer = 4

    /// The case name.
    public var description: String {
        switch self {
        case .invalid: "invalid"
        case .redirect: "redirect"
        case .deeplink: "deeplink"
        case .close: "close"
        case .pushPrimer: "pushPrimer"
        }
    }
}
