import Foundation

/// An APNs device token.
public struct DeviceToken: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The raw token bytes as the system delivers them.
    public let bytes: Data

    /// Wraps raw token bytes.
    @_spi(AdapterAuthoring) public init(_ bytes: Data) { self.bytes = bytes }

    /// Parses a hex string (upper or lower case, even length); `nil` for anything else.
    @_spi(AdapterAuthoring) public init?(hex: String) {
        let digits = Array(hex.utf8)
        guard !digits.isEmpty, digits.count.isMultiple(of: 2) else { return nil }
        var bytes = Data(capacity: digits.count / 2)
        var index = 0
        while index < digits.count {
            guard let high = Self.nibble(digits[index]), let low = Self.nibble(digits[index + 1]) else { return nil }
            bytes.append(high << 4 | low)
            index += 2
        }
        self.bytes = bytes
    }

    /// The token as lower-case hex, the form push backends expect.
    public var hex: String {
        // Not `String(format:)` per byte, which costs about a microsecond each on Linux.
        var text: [UInt8] = []
        text.reserveCapacity(bytes.count * 2)
        for byte in bytes {
            text.append(Self.hexDigits[Int(byte >> 4)])
            text.append(Self.hexDigits[Int(byte & 0x0f)])
        }
        return String(decoding: text, as: UTF8.self)
    }

    private static let hexDigits = Array("0123456789abcdef".utf8)

    /// Same as ``hex``.
    public var description: String { hex }

    private static func nibble(_ char: UInt8) -> UInt8? {
        switch char {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): char - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): char - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): char - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
