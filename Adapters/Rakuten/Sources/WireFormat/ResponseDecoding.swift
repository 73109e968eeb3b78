import Foundation

/// Decodes the three responses with typed errors. Bodies over ``WireLimits/maxResponseBytes`` are
/// refused before parsing.
@_spi(Fuzzing)
public enum ResponseDecoding {
    /// Decodes a configuration response (`data.rolloutPercentage` required).
    public static func configuration(_ body: Data) throws(RInAppMessagingError) -> ConfigResponse {
        try decode(ConfigResponse.self, body, kind: .configuration)
    }

    /// Decodes a ping response; any invalid campaign rejects the whole response. Keys are read with
    /// `convertFromSnakeCase`, as the vendor reads pings (`img_url` is `imgUrl`).
    public static func ping(_ body: Data) throws(RInAppMessagingError) -> PingResponse {
        try decode(PingResponse.self, body, kind: .ping, keys: .convertFromSnakeCase)
    }

    /// Decodes a display-permission response (`display` and `performPing` required). The SDK reads a
    /// body that does not decode as ``DisplayPermissionResponse/denied`` and reports it, as the vendor.
    public static func displayPermission(_ body: Data) throws(RInAppMessagingError) -> DisplayPermissionResponse {
        try decode(DisplayPermissionResponse.self, body, kind: .displayPermission)
    }

    static func decode<Value: Decodable>(
        _ type: Value.Type, _ body: Data,
        kind: ResponseKind, keys: JSONDecoder.KeyDecodingStrategy = .useDefaultKeys
    ) throws(RInAppMessagingError) -> Value {
        guard body.count <= WireLimits.maxResponseBytes else {
            throw .responseTooLarge(kind, field: "body", count: body.count, limit: WireLimits.maxResponseBytes)
        }
        do {
            let decoder = JSONDecoder()
            decoder.keyDecodingStrategy = keys
            return try decoder.decode(type, from: body)
        } catch let error as DecodingError {
            throw map(error, kind: kind)
        } catch {
            throw .invalidResponse(kind, field: "body", reason: "\(error)")
        }
    }

    private static func map(_ error: DecodingError, kind: ResponseKind) -> RInAppMessagingError {
        switch error {
        case let .keyNotFound(key, context):
            return .invalidResponse(
                kind, field: path(context.codingPath + [key]), reason: "missing key '\(key.stringValue)'")
        case let .typeMismatch(type, context):
            return .invalidResponse(kind, field: path(context.codingPath), reason: "expected \(type)")
        case let .valueNotFound(type, context):
            return .invalidResponse(kind, field: path(context.codingPath), reason: "expected \(type), found null")
        case let .dataCorrupted(context):
            if let limit = context.underlyingError as? WireLimitExceeded {
                return .responseTooLarge(kind, field: path(context.codingPath), count: limit.count, limit: limit.limit)
            }
            let field = context.codingPath.isEmpty ? "body" : path(context.codingPath)
            return .invalidResponse(kind, field: field, reason: "malformed: \(context.debugDescription)")
        @unknown default:
            return .invalidResponse(kind, field: "body", reason: "\(error)")
        }
    }

    /// `data[0].campaignData.campaignId`.
    static func path(_ keys: [any CodingKey]) -> String {
        var text = ""
        for key in keys {
            if let index = key.intValue {
                text += "[\(index)]"
            } else {
                text += text.isEmpty ? key.stringValue : ".\(key.stringValue)"
            }
        }
        return text.isEmpty ? "body" : text
    }
}
