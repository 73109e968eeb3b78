/// The dictionary form of `aps.alert`, with every key Apple documents: the text (`title`, `subtitle`,
/// `body`), its localization keys and arguments, `action-loc-key` and `launch-image`; and, for Live
/// Activity alerts, `title` and `body` given as localization dictionaries and the alert's `sound`.
@_spi(AdapterAuthoring) public struct PushAlertContent: Sendable, Hashable {
    /// `title`, when it is a string.
    public var title: String?
    /// `subtitle`.
    public var subtitle: String?
    /// `body`, when it is a string.
    public var body: String?
    /// `launch-image`.
    public var launchImage: String?
    /// `title-loc-key`.
    public var titleLocKey: String?
    /// `title-loc-args`.
    public var titleLocArgs: [String]?
    /// `subtitle-loc-key`.
    public var subtitleLocKey: String?
    /// `subtitle-loc-args`.
    public var subtitleLocArgs: [String]?
    /// `loc-key` (the body's localization key).
    public var locKey: String?
    /// `loc-args`.
    public var locArgs: [String]?
    /// `action-loc-key`: the localization key of the View button's title (legacy alert style).
    public var actionLocKey: String?
    /// `title` given as a dictionary (`{"loc-key": ..., "loc-args": [...]}`), as Live Activity alerts
    /// may; ``title`` is then `nil`.
    public var titleLocalization: PushLocalizedText?
    /// `body` given as a dictionary, as Live Activity alerts may; ``body`` is then `nil`.
    public var bodyLocalization: PushLocalizedText?
    /// `sound` inside the alert, as a Live Activity alert carries it.
    public var sound: PushSound?

    /// Creates alert content; every field is optional.
    @_spi(AdapterAuthoring) public init(
        title: String? = nil, subtitle: String? = nil, body: String? = nil, launchImage: String? = nil,
        titleLocKey: String? = nil, titleLocArgs: [String]? = nil, subtitleLocKey: String? = nil,
        subtitleLocArgs: [String]? = nil, locKey: String? = nil, locArgs: [String]? = nil,
        actionLocKey: String? = nil, titleLocalization: PushLocalizedText? = nil,
        bodyLocalization: PushLocalizedText? = nil, sound: PushSound? = nil
    ) {
        self.title = title
        self.subtitle = subtitle
        self.body = body
        self.launchImage = launchImage
        self.titleLocKey = titleLocKey
        self.titleLocArgs = titleLocArgs
        self.subtitleLocKey = subtitleLocKey
        self.subtitleLocArgs = subtitleLocArgs
        self.locKey = locKey
        self.locArgs = locArgs
        self.actionLocKey = actionLocKey
        self.titleLocalization = titleLocalization
        self.bodyLocalization = bodyLocalization
        self.sound = sound
    }

    /// Whether iOS shows something: any text or localization key of the title, subtitle or body
    /// (`action-loc-key`, `launch-image` and `sound` alone show nothing).
    public var isVisible: Bool {
        [title, subtitle, body, titleLocKey, subtitleLocKey, locKey, titleLocalization?.key, bodyLocalization?.key]
            .contains { !($0 ?? "").isEmpty }
    }
}
