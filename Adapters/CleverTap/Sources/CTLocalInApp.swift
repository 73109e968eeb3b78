/// The builder of a local in-app push primer, as the vendor names it: the six required fields in the
/// initialiser, optional setters, and ``getSettings()`` for `CleverTap.promptPushPrimer(_:)`.
///
/// The settings are the vendor's dictionary, key for key (`type`, `title.text`, `buttons[0].radius`,
/// `fallbackToNotificationSettings`, ...), so a dictionary an app builds by hand or receives works too.
/// Setters store what they are given; `promptPushPrimer(_:)` validates it.
public final class CTLocalInApp {
    private var settings: [String: Any]

    /// A local in-app of `inAppType` with its texts; `followDeviceOrientation` `false` keeps it in
    /// portrait. Buttons start white with a radius of `"2"`, the background white, as the vendor's do.
    public init(
        inAppType: CTLocalInAppType, titleText: String, messageText: String, followDeviceOrientation: Bool,
        positiveBtnText: String, negativeBtnText: String
    ) {
        settings = [
            "wzrk_id": "", "isLocalInApp": 1, "close": 1, "type": inAppType.templateName, "hasPortrait": 1,
            "hasLandscape": followDeviceOrientation ? 1 : 0, "bg": "#FFFFFF",
            "title": ["text": titleText] as [String: Any], "message": ["text": messageText] as [String: Any],
            "buttons": [
                ["text": positiveBtnText, "radius": "2", "bg": "#FFFFFF"] as [String: Any],
                ["text": negativeBtnText, "radius": "2", "bg": "#FFFFFF"] as [String: Any],
            ],
        ]
    }

    /// The settings for `CleverTap.promptPushPrimer(_:)` (the vendor's `getLocalInAppSettings`).
    public func getSettings() -> [AnyHashable: Any] {
        Dictionary(uniqueKeysWithValues: settings.map { (AnyHashable($0.key), $0.value) })
    }

    /// Whether a denied user's positive button opens the app's notification settings; default `false`.
    public func setFallbackToSettings(_ fallbackToSettings: Bool) {
        settings["fallbackToNotificationSettings"] = fallbackToSettings ? 1 : 0
    }

    /// The background, a hex colour (`"#RRGGBB"`); default white.
    public func setBackgroundColor(_ backgroundColor: String) { settings["bg"] = backgroundColor }

    /// The title's colour, a hex colour.
    public func setTitleTextColor(_ titleTextColor: String) { set("color", titleTextColor, in: "title") }

    /// The message's colour, a hex colour.
    public func setMessageTextColor(_ messageTextColor: String) { set("color", messageTextColor, in: "message") }

    /// Both buttons' corner radius in points, as text; default `"2"`.
    public func setBtnBorderRadius(_ btnBorderRadius: String) { setOnButtons("radius", btnBorderRadius) }

    /// Both buttons' text colour, a hex colour.
    public func setBtnTextColor(_ btnTextColor: String) { setOnButtons("color", btnTextColor) }

    /// Both buttons' border colour, a hex colour.
    public func setBtnBorderColor(_ btnBorderColor: String) { setOnButtons("border", btnBorderColor) }

    /// Both buttons' background, a hex colour; default white.
    public func setBtnBackgroundColor(_ btnBackgroundColor: String) { setOnButtons("bg", btnBackgroundColor) }

    /// An image above the title, loaded from `imageUrl`.
    public func setImageUrl(_ imageUrl: String) { setImageUrl(imageUrl, contentDescription: nil) }

    /// An image above the title, loaded from `imageUrl`, with `contentDescription` as its VoiceOver label
    /// (`nil`: the vendor's "InApp Image"). Also the landscape image when the in-app follows the device's
    /// orientation.
    public func setImageUrl(_ imageUrl: String, contentDescription: String?) {
        var media: [String: Any] = ["content_type": "image", "url": imageUrl]
        if let contentDescription { media["alt_text"] = contentDescription }
        settings["media"] = media
        if settings["hasLandscape"] as? Int == 1 { settings["mediaLandscape"] = media }
    }

    private func set(_ key: String, _ value: String, in section: String) {
        var dictionary = settings[section] as? [String: Any] ?? [:]
        dictionary[key] = value
        settings[section] = dictionary
    }

    private func setOnButtons(_ key: String, _ value: String) {
        let buttons = settings["buttons"] as? [[String: Any]] ?? []
        settings["buttons"] = buttons.map { button in
            var button = button
            button[key] = value
            return button
        }
    }
}
