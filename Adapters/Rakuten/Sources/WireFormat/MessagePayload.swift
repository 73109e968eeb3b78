/// What a campaign shows.
///
/// Decoded as strictly as the vendor's SDK: `title`, the five colours, `resource` (with its
/// `cropType`) and `messageSettings` are required, and a campaign without one of them rejects the whole
/// ping. The colours and layout are kept as sent for the presenter; the SDK decides on none of them.
@_spi(Fuzzing)
public struct MessagePayload: Sendable, Hashable, Codable {
    /// The campaign name as authored; `[...]` parts are contexts (see ``CampaignData/contexts``).
    public var title: String
    /// The body text (for tooltips, a JSON document naming the target UI element).
    public var messageBody: String?
    /// The header line.
    public var header: String?
    /// The title's colour (`#rrggbb`, as sent).
    public var titleColor: String
    /// The header's colour.
    public var headerColor: String
    /// The body's colour.
    public var messageBodyColor: String
    /// The background colour (also a tooltip's).
    public var backgroundColor: String
    /// The frame colour.
    public var frameColor: String
    /// The image.
    public var resource: MessageResource
    /// Display and button settings.
    public var messageSettings: MessageSettings

    /// Creates a payload (the colours default to black text on white).
    public init(
        title: String, messageBody: String? = nil, header: String? = nil, titleColor: String = "#000000",
        headerColor: String = "#000000", messageBodyColor: String = "#000000", backgroundColor: String = "#ffffff",
        frameColor: String = "#ffffff", resource: MessageResource = MessageResource(),
        messageSettings: MessageSettings
    ) {
        self.title = title
        self.messageBody = messageBody
        self.header = header
        self.titleColor = titleColor
        self.headerColor = headerColor
        self.messageBodyColor = messageBodyColor
        self.backgroundColor = backgroundColor
        self.frameColor = frameColor
        self.resource = resource
        self.messageSettings = messageSettings
    }
}

/// The campaign's image (`resource`, required in a payload).
@_spi(Fuzzing)
public struct MessageResource: Sendable, Hashable, Codable {
    /// Where the image is; required for tooltips.
    public var imageUrl: String?
    /// How it is cropped (0 invalid, 1 fill, 2 center; required, another number rejects the ping).
    public var cropType: Int

    public init(imageUrl: String? = nil, cropType: Int = 1) {
        self.imageUrl = imageUrl
        self.cropType = cropType
    }

    private enum CodingKeys: String, CodingKey { case imageUrl, cropType }

    /// Decodes; `cropType` is required and must be one the vendor knows.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        imageUrl = try container.decodeIfPresent(String.self, forKey: .imageUrl)
        cropType = try container.decodeWireNumber(forKey: .cropType, in: 0...2)
    }
}

/// `messageSettings`.
@_spi(Fuzzing)
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

/// `displaySettings`. Every field but `slideFrom` is required, as in the vendor's decoder.
@_spi(Fuzzing)
public struct DisplaySettings: Sendable, Hashable, Codable {
    /// End of the campaign in milliseconds since 1970 (ignored when ``CampaignData/hasNoEndDate``).
    public var endTimeMillis: Int64
    /// Whether the "do not show again" box is offered.
    public var optOut: Bool
    /// Orientation (0 invalid, 1 portrait, 2 landscape), kept for the presenter.
    public var orientation: Int
    /// Text alignment (0 invalid, 1 fill, 2 center), kept for the presenter.
    public var textAlign: Int
    /// Where a slide-up enters from (1 bottom, 2 top, 3 left, 4 right), if sent.
    public var slideFrom: Int?
    /// Whether the body is HTML, kept for the presenter.
    public var html: Bool
    /// Milliseconds the vendor waits after this message before the next queued one (not modelled).
    public var delay: Int

    /// Creates settings.
    public init(
        endTimeMillis: Int64 = 0, optOut: Bool = false, orientation: Int = 1, textAlign: Int = 1,
        slideFrom: Int? = nil, html: Bool = false, delay: Int = 0
    ) {
        self.endTimeMillis = endTimeMillis
        self.optOut = optOut
        self.orientation = orientation
        self.textAlign = textAlign
        self.slideFrom = slideFrom
        self.html = html
        self.delay = delay
    }

    private enum CodingKeys: String, CodingKey {
        case endTimeMillis, optOut, orientation, textAlign, slideFrom, html, delay
    }

    /// Decodes; a missing or mistyped field, or an enum number the vendor does not know, rejects.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        orientation = try container.decodeWireNumber(forKey: .orientation, in: 0...2)
        slideFrom = try container.decodeWireNumberIfPresent(forKey: .slideFrom, in: 1...4)
        endTimeMillis = try container.decode(Int64.self, forKey: .endTimeMillis)
        textAlign = try container.decodeWireNumber(forKey: .textAlign, in: 0...2)
        optOut = try container.decode(Bool.self, forKey: .optOut)
        html = try container.decode(Bool.self, forKey: .html)
        delay = try container.decode(Int.self, forKey: .delay)
    }
}

/// `controlSettings`.
@_spi(Fuzzing)
public struct ControlSettings: Sendable, Hashable, Codable {
    /// The buttons as authored (at most the first two are shown; the list is required, even empty).
    public var buttons: [CampaignButton]
    /// What a tap on a slide-up message does, if sent.
    public var content: ControlContent?

    /// Creates settings.
    public init(buttons: [CampaignButton] = [], content: ControlContent? = nil) {
        self.buttons = buttons
        self.content = content
    }

    private enum CodingKeys: String, CodingKey { case buttons, content }

    /// Decodes; a missing list or one over ``WireLimits/maxButtons`` rejects.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        buttons = try container.decodeBounded(
            [CampaignButton].self, forKey: .buttons, limit: WireLimits.maxButtons)
        content = try container.decodeIfPresent(ControlContent.self, forKey: .content)
    }
}

/// `controlSettings.content`: a slide-up message's tap behaviour (kept for the presenter).
@_spi(Fuzzing)
public struct ControlContent: Sendable, Hashable, Codable {
    /// What a tap does.
    public var onClickBehavior: ButtonBehavior
    /// An event logged when the message is tapped, if any.
    public var campaignTrigger: Trigger?

    public init(onClickBehavior: ButtonBehavior, campaignTrigger: Trigger? = nil) {
        self.onClickBehavior = onClickBehavior
        self.campaignTrigger = campaignTrigger
    }
}

/// One message button. Its text, both colours and its behaviour are required.
@_spi(Fuzzing)
public struct CampaignButton: Sendable, Hashable, Codable {
    public var buttonText: String
    /// The label's colour (`#rrggbb`, as sent).
    public var buttonTextColor: String
    /// The button's colour.
    public var buttonBackgroundColor: String
    /// What a tap does.
    public var buttonBehavior: ButtonBehavior
    /// An event logged when the button is tapped, if any.
    public var campaignTrigger: Trigger?

    public init(
        buttonText: String, buttonTextColor: String = "#000000", buttonBackgroundColor: String = "#ffffff",
        buttonBehavior: ButtonBehavior, campaignTrigger: Trigger? = nil
    ) {
        self.buttonText = buttonText
        self.buttonTextColor = buttonTextColor
        self.buttonBackgroundColor = buttonBackgroundColor
        self.buttonBehavior = buttonBehavior
        self.campaignTrigger = campaignTrigger
    }
}

/// `buttonBehavior`.
@_spi(Fuzzing)
public struct ButtonBehavior: Sendable, Hashable, Codable {
    public var action: ActionType
    /// The redirect or deep-link target.
    public var uri: String?

    public init(action: ActionType, uri: String? = nil) {
        self.action = action
        self.uri = uri
    }
}

/// A button's action on the wire (a number the vendor does not know rejects the ping).
@_spi(Fuzzing)
public enum ActionType: Int, Sendable, Hashable, CaseIterable, WireEnum, CustomStringConvertible {
    /// The backend's "none": the button is not shown.
    case invalid = 0
    /// Open a web page.
    case redirect = 1
    /// Open a deep link.
    case deeplink = 2
    /// Close the message.
    case close = 3
    /// Ask for notification permission (the push primer).
    case pushPrimer = 4

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
