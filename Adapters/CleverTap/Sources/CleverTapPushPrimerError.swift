/// Why `promptPushPrimer(_:)` could not read its settings. The call shows nothing, reports the error to
/// the environment's diagnostics (the vendor logs it), and the delegate hears nothing.
public enum CleverTapPushPrimerError: Error, Sendable, Hashable, CustomStringConvertible {
    /// `type` is missing or neither `"alert-template"` nor `"half-interstitial"` (the value found, if a
    /// string).
    case unknownInAppType(String?)
    /// A required text is missing, not a string, or only whitespace (`title.text`, `message.text`,
    /// `buttons[0].text`, `buttons[1].text`).
    case missingText(String)
    /// `buttons` does not hold the two button dictionaries, positive first (how many it held).
    case missingButtons(found: Int)

    /// A stable code for diagnostics (`clevertap.primer.missingText`, ...).
    public var code: String {
        switch self {
        case .unknownInAppType: "clevertap.primer.unknownInAppType"
        case .missingText: "clevertap.primer.missingText"
        case .missingButtons: "clevertap.primer.missingButtons"
        }
    }

    /// What is wrong, for logs.
    public var description: String {
        switch self {
        case let .unknownInAppType(found):
            "in-app type \(found.map { "'\($0)'" } ?? "missing"): want alert-template or half-interstitial"
        case let .missingText(key): "\(key) is missing or empty"
        case let .missingButtons(found): "buttons holds \(found) button(s): want 2, positive first"
        }
    }
}
