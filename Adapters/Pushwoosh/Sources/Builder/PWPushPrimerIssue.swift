@_spi(AdapterAuthoring) import PrimerCore

/// A configuration mistake found when a primer is presented. Each one is reported to the environment's
/// diagnostics and returned in ``PWPushPrimerResult/issues``; none of them crashes.
///
/// Blocking issues (``blocksPresentation``) end the attempt as `.suppressed` without showing anything
/// or writing the throttle stamp; the others are repaired as their description says and the card shows.
public enum PWPushPrimerIssue: Error, Sendable, Hashable, CustomStringConvertible {
    /// The title is unset, empty or only whitespace (blocking: a card must say what it asks for).
    case emptyTitle(String?)
    /// The message is unset, empty or only whitespace (blocking).
    case emptyMessage(String?)
    /// `minInterval` is negative, NaN or infinite; no throttle is applied.
    case invalidMinInterval(Double)
    /// `imageURL` is not an absolute https URL with a host; it is ignored.
    case invalidImageURL(String)
    /// A corner radius is negative or not finite; the layout's own radius is used.
    case invalidCornerRadius(field: String, value: Double)
    /// The builder is attached to no runtime (``PWPushPrimerBuilder``'s detached builder, made to read a
    /// configuration): there is no device to show it on.
    case noRuntime

    /// Whether the card cannot be shown because of this issue.
    public var blocksPresentation: Bool {
        switch self {
        case .emptyTitle, .emptyMessage, .noRuntime: true
        case .invalidMinInterval, .invalidImageURL, .invalidCornerRadius: false
        }
    }

    /// A stable code for diagnostics (`pushwoosh.primer.emptyTitle`, ...).
    public var code: String {
        let name =
            switch self {
            case .emptyTitle: "emptyTitle"
            case .emptyMessage: "emptyMessage"
            case .invalidMinInterval: "invalidMinInterval"
            case .invalidImageURL: "invalidImageURL"
            case .invalidCornerRadius: "invalidCornerRadius"
            case .noRuntime: "noRuntime"
            }
        return "pushwoosh.primer." + name
    }

    /// A sentence naming the setter and the bad value.
    public var description: String {
        switch self {
        case let .emptyTitle(value):
            "title is \(Self.quoted(value)): a primer needs a title; not shown"
        case let .emptyMessage(value):
            "message is \(Self.quoted(value)): a primer needs a message; not shown"
        case let .invalidMinInterval(value):
            "minInterval is \(value): must be a finite number of seconds >= 0; no throttle applied"
        case let .invalidImageURL(value):
            "imageURL is '\(value)': not an absolute https URL; ignored"
        case let .invalidCornerRadius(field, value):
            "\(field) is \(value): must be a finite number >= 0; the layout's radius is used"
        case .noRuntime:
            "this builder is attached to no runtime (it reads a configuration only); not shown"
        }
    }

    /// The issue as a core diagnostic (blocking issues are errors, repaired ones warnings).
    public var diagnostic: Diagnostic {
        Diagnostic(blocksPresentation ? .error : .warning, code: code, description)
    }

    private static func quoted(_ value: String?) -> String {
        value.map { "'\($0)'" } ?? "unset"
    }
}
