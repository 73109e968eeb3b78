/// What a presenter draws for one campaign: its texts, colours, image and buttons, as the SDK resolved
/// them (the push-primer button among them), with the options the app set for the display.
///
/// Colours are `#rrggbb` strings, as the campaign's author sent them.
public struct CampaignMessage: Sendable, Hashable {
    /// One button, in the order shown: ``CampaignAction/button(_:)`` answers with its index.
    public struct Button: Sendable, Hashable {
        /// What a tap on a button does, after the SDK closes the message.
        public enum Action: Sendable, Hashable {
            /// Close the message.
            case close
            /// Open a web page (the app opens it; the SDK does not).
            case redirect(uri: String?)
            /// Open a deep link (the app opens it; the SDK does not).
            case deepLink(uri: String?)
            /// The push primer: the SDK asks for notification permission (or opens the notification
            /// settings for a user who denied it).
            case pushPrimer
        }

        public var text: String
        public var textColor: String
        public var backgroundColor: String
        public var action: Action

        public init(text: String, textColor: String, backgroundColor: String, action: Action) {
            self.text = text
            self.textColor = textColor
            self.backgroundColor = backgroundColor
            self.action = action
        }
    }

    /// The colours of the message's parts.
    public struct Colors: Sendable, Hashable {
        public var title: String
        public var header: String
        public var body: String
        public var background: String
        public var frame: String

        public init(title: String, header: String, body: String, background: String, frame: String) {
            self.title = title
            self.header = header
            self.body = body
            self.background = background
            self.frame = frame
        }
    }

    /// Where a tooltip campaign attaches (``InAppMessaging/tooltipTargetAppeared(_:)`` names the element).
    public struct Tooltip: Sendable, Hashable {
        /// The UI element's identifier (`accessibilityIdentifier` or `canHaveTooltip(identifier:)`).
        public var uiElement: String
        /// Where the tooltip sits relative to the element (`top-left`, `bottom-center`, `left`, ...).
        public var position: String
        /// Seconds after which the tooltip closes itself, if set.
        public var autoDisappear: Int?
        /// Where a tap on the tooltip leads, if set.
        public var redirectURL: String?

        public init(uiElement: String, position: String, autoDisappear: Int? = nil, redirectURL: String? = nil) {
            self.uiElement = uiElement
            self.position = position
            self.autoDisappear = autoDisappear
            self.redirectURL = redirectURL
        }
    }

    public var campaignId: String
    /// The campaign's name as authored (its `[...]` parts are the contexts `onVerifyContext` sees).
    public var title: String
    public var header: String?
    /// The body text (a tooltip's is the JSON naming its element: read ``tooltip`` instead).
    public var body: String?
    public var imageURL: String?
    public var colors: Colors
    /// At most two, in the order shown.
    public var buttons: [Button]
    /// Whether the message offers an exit (close) control besides its buttons.
    public var isDismissable: Bool
    /// Whether the "do not show again" box is offered (``CampaignResponse/optOut``).
    public var offersOptOut: Bool
    /// The value of ``RInAppMessaging/accessibilityCompatibleDisplay`` for this display.
    public var accessibilityCompatible: Bool
    /// Set when the campaign is a tooltip.
    public var tooltip: Tooltip?

    public init(
        campaignId: String, title: String, header: String? = nil, body: String? = nil, imageURL: String? = nil,
        colors: Colors, buttons: [Button], isDismissable: Bool = true, offersOptOut: Bool = false,
        accessibilityCompatible: Bool = false, tooltip: Tooltip? = nil
    ) {
        self.campaignId = campaignId
        self.title = title
        self.header = header
        self.body = body
        self.imageURL = imageURL
        self.colors = colors
        self.buttons = buttons
        self.isDismissable = isDismissable
        self.offersOptOut = offersOptOut
        self.accessibilityCompatible = accessibilityCompatible
        self.tooltip = tooltip
    }
}
