/// Upper bounds on untrusted responses, so a hostile or broken backend cannot exhaust memory or time.
/// Arrays are counted before their elements are decoded.
enum WireLimits {
    /// Largest response body accepted, in bytes.
    static let maxResponseBytes = 4 * 1024 * 1024
    /// Most campaigns in one ping response.
    static let maxCampaigns = 500
    /// Most triggers in one campaign.
    static let maxTriggers = 64
    /// Most attributes in one trigger.
    static let maxAttributes = 64
    /// Most buttons in one message.
    static let maxButtons = 16
}

/// Thrown while decoding when an array is longer than its limit.
struct WireLimitExceeded: Error {
    let count: Int
    let limit: Int
}

extension KeyedDecodingContainer {
    /// Decodes an array after checking its length against `limit`; absent or `null` reads as `[]`.
    func decodeBounded<Element: Decodable>(
        _ type: [Element].Type, forKey key: Key, limit: Int,
        required: Bool = true
    ) throws -> [Element] {
        if !required, try !contains(key) || decodeNil(forKey: key) { return [] }
        let nested = try nestedUnkeyedContainer(forKey: key)
        if let count = nested.count, count > limit {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(
                    codingPath: codingPath + [key], debugDescription: "\(count) elements, limit \(limit)",
                    underlyingError: WireLimitExceeded(count: count, limit: limit)))
        }
        return try decode(type, forKey: key)
    }

    /// Decodes a required number that must lie in `allowed` (a wire enum the adapter keeps as `Int`); another
    /// number is a decoding error naming the field, as the vendor's enum decoding.
    func decodeWireNumber(forKey key: Key, in allowed: ClosedRange<Int>) throws -> Int {
        let value = try decode(Int.self, forKey: key)
        guard allowed.contains(value) else {
            throw DecodingError.dataCorruptedError(
                forKey: key, in: self, debugDescription: "unknown value \(value), expected \(allowed)")
        }
        return value
    }

    /// ``decodeWireNumber(forKey:in:)`` for an optional field: absent or `null` reads as `nil`.
    func decodeWireNumberIfPresent(forKey key: Key, in allowed: ClosedRange<Int>) throws -> Int? {
        guard contains(key), try !decodeNil(forKey: key) else { return nil }
        return try decodeWireNumber(forKey: key, in: allowed)
    }

    /// Decodes a value leniently: absent, `null` or of the wrong shape reads as `nil` (the vendor's
    /// treatment of `customJson` fragments).
    func decodeLenient<Value: Decodable>(_ type: Value.Type, forKey key: Key) -> Value? {
        (try? decodeIfPresent(type, forKey: key)) ?? nil
    }
}
