import PrimerCore

/// A local in-app push primer as read from its settings dictionary (``CTLocalInApp/getSettings()``):
/// what the card says and how it is drawn. It rides on the core `PrimerCard` as its decoration and asks
/// for its layout (`LaidOutCardDecoration`), so PrimerUI's card draws an alert or a half-screen card.
public struct CleverTapLocalInApp: LaidOutCardDecoration, Sendable, Hashable {
    /// The layout.
    public var inAppType: CTLocalInAppType
    /// The title.
    public var titleText: String
    /// The message under the title.
    public var messageText: String
    /// The positive button's text (it makes the system request).
    public var positiveBtnText: String
    /// The negative button's text (the delegate hears `false`).
    public var negativeBtnText: String
    /// Whether the in-app also shows in landscape (`hasLandscape`); `false`: portrait only.
    public var followDeviceOrientation: Bool
    /// Whether a denied user's positive button opens Settings (`fallbackToNotificationSettings`, default
    /// `false`).
    public var fallbackToSettings: Bool
    /// The background (`bg`), a hex colour as given; white by default.
    public var backgroundColor: String?
    /// The title's colour (`title.color`), as given.
    public var titleTextColor: String?
    /// The message's colour (`message.color`), as given.
    public var messageTextColor: String?
    /// Both buttons' text colour (`buttons[n].color`), as given.
    public var btnTextColor: String?
    /// Both buttons' border colour (`buttons[n].border`), as given.
    public var btnBorderColor: String?
    /// Both buttons' background (`buttons[n].bg`), as given.
    public var btnBackgroundColor: String?
    /// Both buttons' corner radius in points (`buttons[n].radius`), as given.
    public var btnBorderRadius: String?
    /// The image's address (`media.url`), as given.
    public var imageUrl: String?
    /// The image's VoiceOver label (`media.alt_text`); `nil`: the vendor's "InApp Image".
    public var imageContentDescription: String?

    /// Reads `settings` as the vendor's in-app parser does; a missing optional key keeps its default.
    public init(settings: [AnyHashable: Any]) throws(CleverTapPushPrimerError) {
        let type = settings["type"] as? String
        guard let inAppType = type.flatMap(CTLocalInAppType.init(templateName:)) else {
            throw .unknownInAppType(type)
        }
        let buttons = settings["buttons"] as? [[String: Any]] ?? []
        guard buttons.count == 2 else { throw .missingButtons(found: buttons.count) }
        let title = settings["title"] as? [String: Any] ?? [:]
        let message = settings["message"] as? [String: Any] ?? [:]
        self.inAppType = inAppType
        titleText = try Self.text(title["text"], "title.text")
        messageText = try Self.text(message["text"], "message.text")
        positiveBtnText = try Self.text(buttons[0]["text"], "buttons[0].text")
        negativeBtnText = try Self.text(buttons[1]["text"], "buttons[1].text")
        followDeviceOrientation = Self.flag(settings["hasLandscape"]) ?? false
        fallbackToSettings = Self.flag(settings["fallbackToNotificationSettings"]) ?? false
        backgroundColor = settings["bg"] as? String
        titleTextColor = title["color"] as? String
        messageTextColor = message["color"] as? String
        btnTextColor = buttons[0]["color"] as? String
        btnBorderColor = buttons[0]["border"] as? String
        btnBackgroundColor = buttons[0]["bg"] as? String
        btnBorderRadius = buttons[0]["radius"] as? String
        let media = settings["media"] as? [String: Any]
        imageUrl = media?["url"] as? String
        imageContentDescription = media?["alt_text"] as? String
    }

    /// The core layout of ``inAppType``: `.alert` or `.halfScreen`.
    public var layout: CardLayout {
        switch inAppType {
        case .ALERT: .alert
        case .HALF_INTERSTITIAL: .halfScreen
        }
    }

    /// The core card: the texts, with this in-app as its decoration. Local in-apps have no campaign.
    public var card: PrimerCard {
        PrimerCard(
            campaignId: nil, title: titleText, message: messageText, acceptLabel: positiveBtnText,
            declineLabel: negativeBtnText, decoration: self)
    }

    private static func text(_ value: Any?, _ key: String) throws(CleverTapPushPrimerError) -> String {
        guard let text = value as? String, !text.allSatisfy(\.isWhitespace) else { throw .missingText(key) }
        return text
    }

    /// A flag as the vendor's dictionaries hold it: a number (`1`/`0`) or a Boolean.
    private static func flag(_ value: Any?) -> Bool? {
        if let flag = value as? Bool { return flag }
        if let number = value as? Int { return number != 0 }
        return nil
    }
}
