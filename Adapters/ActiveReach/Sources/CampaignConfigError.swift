/// Why an operator-authored campaign could not become an ``InAppPushPrimer/Config``. Every case names the
/// campaign field and the value that was refused.
public enum CampaignConfigError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The document is not JSON (or nests deeper than the decoder allows).
    case malformedJSON(reason: String)
    /// The document is JSON but not an object; `found` is what it is instead.
    case notAnObject(found: String)
    /// `renderType` is not `push_primer` (`nil` when the field is absent).
    case wrongRenderType(found: String?)
    /// A required field is absent or `null`.
    case missingField(String)
    /// A required text field is empty or only whitespace.
    case emptyField(String)
    /// A field holds the wrong JSON type.
    case wrongType(field: String, expected: String, found: String)
    /// `cooldownDays` is a number but not a whole one.
    case cooldownDaysNotInteger(String)
    /// `cooldownDays` is below zero.
    case cooldownDaysNegative(String)
    /// `cooldownDays` is above ``InAppPushPrimer/Config/maximumCooldownDays``.
    case cooldownDaysTooLarge(String, maximum: Int)
    /// `imageUrl` is not an `https` URL with a host.
    case imageUrlNotHTTPS(String)

    /// A sentence naming the field and the bad value.
    public var description: String {
        switch self {
        case let .malformedJSON(reason): "campaign is not valid JSON: \(reason)"
        case let .notAnObject(found): "campaign must be a JSON object, found \(found)"
        case let .wrongRenderType(found?): "field 'renderType' must be 'push_primer', found '\(found)'"
        case .wrongRenderType(nil): "field 'renderType' is missing; a push primer campaign has 'push_primer'"
        case let .missingField(field): "field '\(field)' is missing"
        case let .emptyField(field): "field '\(field)' is empty"
        case let .wrongType(field, expected, found): "field '\(field)' must be \(expected), found \(found)"
        case let .cooldownDaysNotInteger(value): "field 'cooldownDays' must be a whole number of days, found \(value)"
        case let .cooldownDaysNegative(value): "field 'cooldownDays' must not be negative, found \(value)"
        case let .cooldownDaysTooLarge(value, maximum):
            "field 'cooldownDays' must be at most \(maximum) days, found \(value)"
        case let .imageUrlNotHTTPS(value): "field 'imageUrl' must be an https URL, found '\(value)'"
        }
    }
}
