import Foundation

/// A JSON-like value: the custom keys of a push payload (and anything else untrusted and schemaless) as
/// a `Sendable`, `Hashable` value instead of `Any`.
///
/// Numbers keep their kind when the source does: a JSON `1` is ``int(_:)``, `1.5` is ``double(_:)``,
/// and `true` is ``bool(_:)`` (Foundation's `NSNumber` booleans are told apart from numbers).
public enum PushValue: Sendable, Hashable, Codable, CustomStringConvertible {
    /// JSON `null` (or `NSNull`).
    case null
    /// A Boolean.
    case bool(Bool)
    /// A whole number.
    case int(Int)
    /// A floating-point number.
    case double(Double)
    /// A string.
    case string(String)
    /// An array.
    case array([PushValue])
    /// An object; keys are strings.
    case object([String: PushValue])

    /// The string, when this is ``string(_:)``.
    public var stringValue: String? {
        if case let .string(value) = self { return value }
        return nil
    }

    /// The Boolean, when this is ``bool(_:)``.
    public var boolValue: Bool? {
        if case let .bool(value) = self { return value }
        return nil
    }

    /// The integer, when this is ``int(_:)`` or a ``double(_:)`` with no fractional part that fits.
    public var intValue: Int? {
        switch self {
        case let .int(value): value
        case let .double(value) where value.rounded() == value: Int(exactly: value)
        default: nil
        }
    }

    /// The number, when this is ``int(_:)`` or ``double(_:)``.
    public var doubleValue: Double? {
        switch self {
        case let .int(value): Double(value)
        case let .double(value): value
        default: nil
        }
    }

    /// The elements, when this is ``array(_:)``.
    public var arrayValue: [PushValue]? {
        if case let .array(value) = self { return value }
        return nil
    }

    /// The members, when this is ``object(_:)``.
    public var objectValue: [String: PushValue]? {
        if case let .object(value) = self { return value }
        return nil
    }

    /// The member `key` of an object; `nil` for a missing key or a value that is not an object.
    public subscript(key: String) -> PushValue? { objectValue?[key] }

    /// The value as Foundation objects (`NSNull`, `Bool`, `Int`, `Double`, `String`, arrays and
    /// `[String: Any]`), the shape `userInfo` dictionaries have.
    @_spi(AdapterAuthoring) public var foundationValue: Any {
        folded(
            leaf: { value -> Any in
                switch value {
                case let .bool(value): value
                case let .int(value): value
                case let .double(value): value
                case let .string(value): value
                case .null, .array, .object: NSNull()
                }
            },
            array: { $0 },
            object: { members in Dictionary(members, uniquingKeysWith: { first, _ in first }) as [String: Any] })
    }

    /// Compact JSON text with sorted keys, for logs and test messages.
    public var description: String {
        folded(
            leaf: { value in
                switch value {
                case let .bool(value): "\(value)"
                case let .int(value): "\(value)"
                case let .double(value): "\(value)"
                case let .string(value): PushValue.quoted(value)
                case .null, .array, .object: "null"
                }
            },
            array: { "[" + $0.joined(separator: ",") + "]" },
            object: { members in
                "{"
                    + members.sorted { $0.key < $1.key }.map { "\(PushValue.quoted($0.key)):\($0.value)" }
                    .joined(separator: ",") + "}"
            })
    }

    private static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case let control where control.value < 0x20: result += String(format: "\\u%04x", control.value)
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }

    // MARK: Codable

    /// Decodes any JSON value.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Int.self) {
            self = .int(value)
        } else if let value = try? container.decode(Double.self) {
            self = .double(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([PushValue].self) {
            self = .array(value)
        } else {
            self = .object(try container.decode([String: PushValue].self))
        }
    }

    /// Encodes as the matching JSON value.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .null: try container.encodeNil()
        case let .bool(value): try container.encode(value)
        case let .int(value): try container.encode(value)
        case let .double(value): try container.encode(value)
        case let .string(value): try container.encode(value)
        case let .array(value): try container.encode(value)
        case let .object(value): try container.encode(value)
        }
    }
}
