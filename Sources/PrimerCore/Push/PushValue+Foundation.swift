import Foundation

extension PushValue {
    /// Converts a Foundation value as found in a `userInfo` dictionary or `JSONSerialization` output.
    ///
    /// Lenient by design (custom keys are the app's business): `Date` becomes an ISO 8601 string, `Data`
    /// a base64 string, non-string dictionary keys their description, and anything else its
    /// description. Booleans are told apart from numbers, also when boxed in `NSNumber`.
    @_spi(AdapterAuthoring) public init(foundation value: Any) {
        switch value {
        case is NSNull:
            self = .null
        case let bool as Bool where type(of: value) == Bool.self:
            self = .bool(bool)
        case let int as Int where type(of: value) == Int.self:
            self = .int(int)
        case let double as Double where type(of: value) == Double.self:
            self = .double(double)
        case let string as String:
            self = .string(string)
        case let number as NSNumber:
            self = PushValue(number: number)
        case let array as [Any]:
            self = .array(array.map(PushValue.init(foundation:)))
        case let dictionary as [String: Any]:
            self = .object(dictionary.mapValues(PushValue.init(foundation:)))
        case let dictionary as [AnyHashable: Any]:
            self = .object(PushValue.members(of: dictionary))
        case let date as Date:
            self = .string(ISO8601DateFormatter().string(from: date))
        case let data as Data:
            self = .string(data.base64EncodedString())
        default:
            self = .string(String(describing: value))
        }
    }

    /// The members of a `userInfo`-style dictionary, keyed by each key's string form.
    @_spi(AdapterAuthoring) public static func members(of dictionary: [AnyHashable: Any]) -> [String: PushValue] {
        var members: [String: PushValue] = [:]
        for (key, value) in dictionary {
            members[(key.base as? String) ?? String(describing: key.base)] = PushValue(foundation: value)
        }
        return members
    }

    /// Parses JSON text into a value; throws ``PushPayloadError/invalidJSON(_:)`` when it is not JSON.
    /// (PrimerCore's own reader, `PushPayloadJSONParser`: the values `JSONSerialization` plus
    /// ``init(foundation:)`` give, several times faster, and far faster than `Codable`.)
    @_spi(AdapterAuthoring) public init(json data: Data) throws(PushPayloadError) {
        self = try PushPayloadJSONParser.parse(data)
    }

    private init(number: NSNumber) {
        // `NSNumber` booleans report the `char` / `bool` encodings on every Foundation.
        let encoding = String(cString: number.objCType)
        if encoding == "c" || encoding == "B" {
            self = .bool(number.boolValue)
        } else if encoding == "f" || encoding == "d" {
            self = .double(number.doubleValue)
        } else if encoding == "Q" || encoding == "L", number.uint64Value > UInt64(Int.max) {
            // Unsigned beyond Int: `intValue` would wrap to a negative number.
            self = .double(number.doubleValue)
        } else {
            self = .int(number.intValue)
        }
    }
}
