import Foundation

/// Any JSON value, decoded without assumptions so that campaign decoding can name the exact field and
/// value it refuses (a typed `Decodable` would only say "type mismatch").
enum CampaignJSONValue: Decodable, Sendable, Hashable {
    case null
    case bool(Bool)
    case int(Int)
    case double(Double)
    case string(String)
    case array([CampaignJSONValue])
    case object([String: CampaignJSONValue])

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        // Order matters: JSON booleans are not numbers, and whole numbers must stay integers.
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
        } else if let value = try? container.decode([CampaignJSONValue].self) {
            self = .array(value)
        } else {
            self = .object(try container.decode([String: CampaignJSONValue].self))
        }
    }

    /// How error messages spell the value: its type, plus the value itself for scalars (truncated).
    var summary: String {
        switch self {
        case .null: "null"
        case let .bool(value): "the boolean \(value)"
        case let .int(value): "the number \(value)"
        case let .double(value): "the number \(value)"
        case let .string(value): "the string '\(value.prefix(80))'"
        case .array: "an array"
        case .object: "an object"
        }
    }
}
