/// Why a push payload could not be read. Each message names the field and the value found.
@_spi(AdapterAuthoring) public enum PushPayloadError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The text is not JSON.
    case invalidJSON(String)
    /// The payload is valid JSON but not an object (a `userInfo` dictionary is always one).
    case notAnObject(found: String)
    /// `field` holds a value of the wrong kind.
    case wrongType(field: String, expected: String, found: String)
    /// `field` holds a number outside its allowed range.
    case outOfRange(field: String, value: String, allowed: String)
    /// The value of the top-level key `field` nests arrays and objects deeper than `limit` levels (the
    /// payload itself counting as the first), as no payload APNs delivers does; reading on would risk
    /// the stack.
    case nestedTooDeeply(field: String, limit: Int)

    /// The field the error is about (`aps.badge`), or `nil` for the whole payload.
    public var field: String? {
        switch self {
        case .invalidJSON, .notAnObject: nil
        case let .wrongType(field, _, _), let .outOfRange(field, _, _), let .nestedTooDeeply(field, _): field
        }
    }

    /// A sentence naming the field and the bad value.
    public var description: String {
        switch self {
        case let .invalidJSON(reason): "payload is not valid JSON: \(reason)"
        case let .notAnObject(found): "payload must be a JSON object, found \(found)"
        case let .wrongType(field, expected, found): "'\(field)' must be \(expected), found \(found)"
        case let .outOfRange(field, value, allowed): "'\(field)' must be in \(allowed), found \(value)"
        case let .nestedTooDeeply(field, limit): "'\(field)' nests arrays and objects deeper than \(limit) levels"
        }
    }
}
