/// The `aps.alert` of a push: a plain string (the body) or a dictionary with title, subtitle, body and
/// their localization keys.
@_spi(AdapterAuthoring) public enum PushAlert: Sendable, Hashable {
    /// `"alert": "text"`: the body only.
    case text(String)
    /// `"alert": { ... }`.
    case content(PushAlertContent)

    /// The title, when the alert has one.
    public var title: String? {
        if case let .content(content) = self { return content.title }
        return nil
    }

    /// The subtitle, when the alert has one.
    public var subtitle: String? {
        if case let .content(content) = self { return content.subtitle }
        return nil
    }

    /// The body: the string, or the dictionary's `body`.
    public var body: String? {
        switch self {
        case let .text(text): text
        case let .content(content): content.body
        }
    }

    /// Whether iOS shows something for this alert: non-empty text, or any title, subtitle, body or
    /// localization key.
    public var isVisible: Bool {
        switch self {
        case let .text(text): !text.isEmpty
        case let .content(content): content.isVisible
        }
    }
}
