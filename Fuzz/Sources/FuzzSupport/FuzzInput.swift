import Foundation

/// Fuzz bytes read front to back; past the end every read gives zeros, so any input is a whole program.
public struct FuzzInput {
    private let bytes: [UInt8]
    private var offset = 0

    public init(_ data: Data) {
        bytes = [UInt8](data)
    }

    /// Whether every byte has been read.
    public var isAtEnd: Bool { offset >= bytes.count }

    /// The next byte (0 past the end).
    public mutating func byte() -> UInt8 {
        defer { offset += 1 }
        return offset < bytes.count ? bytes[offset] : 0
    }

    /// The next `count` bytes, as many as there are.
    public mutating func bytes(_ count: Int) -> [UInt8] {
        let start = min(offset, bytes.count)
        let end = min(start + count, bytes.count)
        offset = end
        return Array(bytes[start..<end])
    }

    /// The next 8 bytes as a little-endian word.
    public mutating func word() -> UInt64 {
        (0..<8).reduce(UInt64(0)) { word, shift in word | UInt64(byte()) << (8 * UInt64(shift)) }
    }

    /// A string of the next byte's count of bytes (UTF-8, invalid sequences repaired).
    public mutating func string() -> String {
        String(decoding: bytes(Int(byte())), as: UTF8.self)
    }

    /// Everything not read yet.
    public mutating func rest() -> [UInt8] {
        bytes(bytes.count)
    }
}
