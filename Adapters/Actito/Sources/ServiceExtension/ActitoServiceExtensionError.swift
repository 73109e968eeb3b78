import Foundation

/// Why the service extension left a notification as it was. Each message names the field or URL and
/// the bad value. These errors are reported, never thrown at the system: the notification is always
/// delivered, without media when something went wrong.
public enum ActitoServiceExtensionError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The payload's `attachment` (or one of its fields) is not of the documented kind.
    case malformedAttachment(field: String, found: String)
    /// `attachment.uri` is not an absolute URL with a host.
    case invalidURL(String)
    /// `attachment.uri` uses `http` and insecure downloads were not allowed (the App Transport
    /// Security exception the vendor documents).
    case insecureURL(String)
    /// `attachment.uri` uses a scheme other than `https` / `http`.
    case unsupportedScheme(url: String, scheme: String)
    /// The download failed.
    case downloadFailed(url: String, reason: String)
    /// The file is larger than the size budget.
    case fileTooLarge(url: String, bytes: Int, limit: Int)
    /// The download did not finish within the time budget.
    case timedOut(url: String, budget: TimeInterval)

    /// A stable identifier for diagnostics (`serviceExtension.timedOut`).
    public var code: String {
        let name =
            switch self {
            case .malformedAttachment: "malformedAttachment"
            case .invalidURL: "invalidURL"
            case .insecureURL: "insecureURL"
            case .unsupportedScheme: "unsupportedScheme"
            case .downloadFailed: "downloadFailed"
            case .fileTooLarge: "fileTooLarge"
            case .timedOut: "timedOut"
            }
        return "serviceExtension.\(name)"
    }

    /// A sentence naming the field or URL and the bad value.
    public var description: String {
        switch self {
        case let .malformedAttachment(field, found): "'\(field)' is malformed: found \(found)"
        case let .invalidURL(uri): "'attachment.uri' is not a valid absolute URL: '\(uri)'"
        case let .insecureURL(uri):
            "'attachment.uri' uses http without an allowance for insecure downloads: '\(uri)'"
        case let .unsupportedScheme(uri, scheme): "'attachment.uri' has unsupported scheme '\(scheme)': '\(uri)'"
        case let .downloadFailed(uri, reason): "download of '\(uri)' failed: \(reason)"
        case let .fileTooLarge(uri, bytes, limit): "'\(uri)' is \(bytes) bytes, over the budget of \(limit) bytes"
        case let .timedOut(uri, budget): "download of '\(uri)' did not finish within \(budget) seconds"
        }
    }
}
