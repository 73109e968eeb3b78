import Foundation

/// A JSON reader (RFC 8259) straight into ``PushValue``, for ``PushPayload/init(json:)``: no Foundation
/// objects in between, so a payload costs about what a `Codable` decode of it costs (`JSONSerialization`
/// plus the conversion cost several times more; `primer-bench`'s `payload.json` measures it).
///
/// Numbers: an integer that fits `Int` is ``PushValue/int(_:)``, any other number (a fraction, an
/// exponent, a larger integer) ``PushValue/double(_:)``. A top-level value of any kind is read. Strings
/// must be valid UTF-8 without raw control characters; nesting deeper than ``maxDepth`` is refused (so
/// hostile input cannot exhaust the stack). Every problem is ``PushPayloadError/invalidJSON(_:)`` with
/// the byte offset.
struct PushPayloadJSONParser {
    /// The deepest nesting of arrays and objects read.
    static let maxDepth = 512

    private let bytes: UnsafeRawBufferPointer
    private var offset = 0

    /// Parses the whole of `data` as one JSON value.
    static func parse(_ data: Data) throws(PushPayloadError) -> PushValue {
        // `withUnsafeBytes` rethrows untyped errors: the typed one travels in a `Result`.
        let parsed = data.withUnsafeBytes { bytes -> Result<PushValue, PushPayloadError> in
            do throws(PushPayloadError) { return .success(try parse(bytes)) } catch { return .failure(error) }
        }
        switch parsed {
        case let .success(value): return value
        case let .failure(error): throw error
        }
    }

    /// Parses the whole of `bytes` as one JSON value.
    static func parse(_ bytes: UnsafeRawBufferPointer) throws(PushPayloadError) -> PushValue {
        var parser = PushPayloadJSONParser(bytes: bytes)
        let value = try parser.value(depth: 0)
        parser.skipWhitespace()
        guard parser.offset == bytes.count else { throw parser.failure("unexpected text after the value") }
        return value
    }

    private init(bytes: UnsafeRawBufferPointer) {
        self.bytes = bytes
    }

    private func failure(_ reason: String) -> PushPayloadError {
        .invalidJSON("\(reason) at byte \(offset)")
    }

    private mutating func skipWhitespace() {
        while offset < bytes.count {
            switch bytes[offset] {
            case 0x20, 0x09, 0x0A, 0x0D: offset += 1
            default: return
            }
        }
    }

    private mutating func value(depth: Int) throws(PushPayloadError) -> PushValue {
        skipWhitespace()
        guard offset < bytes.count else { throw failure("unexpected end of the text") }
        switch bytes[offset] {
        case UInt8(ascii: "{"): return try object(depth: depth + 1)
        case UInt8(ascii: "["): return try array(depth: depth + 1)
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"):
            try literal("true")
            return .bool(true)
        case UInt8(ascii: "f"):
            try literal("false")
            return .bool(false)
        case UInt8(ascii: "n"):
            try literal("null")
            return .null
        default: return try number()
        }
    }

    private mutating func literal(_ word: StaticString) throws(PushPayloadError) {
        let count = word.utf8CodeUnitCount
        guard offset + count <= bytes.count else { throw failure("unexpected end of the text") }
        for index in 0..<count where bytes[offset + index] != word.utf8Start[index] {
            throw failure("unknown word")
        }
        offset += count
    }

    private mutating func object(depth: Int) throws(PushPayloadError) -> PushValue {
        guard depth <= Self.maxDepth else { throw failure("nesting deeper than \(Self.maxDepth)") }
        offset += 1
        var members: [String: PushValue] = [:]
        skipWhitespace()
        if offset < bytes.count, bytes[offset] == UInt8(ascii: "}") {
            offset += 1
            return .object(members)
        }
        while true {
            skipWhitespace()
            guard offset < bytes.count, bytes[offset] == UInt8(ascii: "\"") else { throw failure("expected a key") }
            let key = try string()
            skipWhitespace()
            guard offset < bytes.count, bytes[offset] == UInt8(ascii: ":") else { throw failure("expected ':'") }
            offset += 1
            members[key] = try value(depth: depth)
            skipWhitespace()
            guard offset < bytes.count else { throw failure("unexpected end of the text") }
            switch bytes[offset] {
            case UInt8(ascii: ","): offset += 1
            case UInt8(ascii: "}"):
                offset += 1
                return .object(members)
            default: throw failure("expected ',' or '}'")
            }
        }
    }

    private mutating func array(depth: Int) throws(PushPayloadError) -> PushValue {
        guard depth <= Self.maxDepth else { throw failure("nesting deeper than \(Self.maxDepth)") }
        offset += 1
        var elements: [PushValue] = []
        skipWhitespace()
        if offset < bytes.count, bytes[offset] == UInt8(ascii: "]") {
            offset += 1
            return .array(elements)
        }
        while true {
            elements.append(try value(depth: depth))
            skipWhitespace()
            guard offset < bytes.count else { throw failure("unexpected end of the text") }
            switch bytes[offset] {
            case UInt8(ascii: ","): offset += 1
            case UInt8(ascii: "]"):
                offset += 1
                return .array(elements)
            default: throw failure("expected ',' or ']'")
            }
        }
    }

    /// A string; `offset` is at its opening quote.
    private mutating func string() throws(PushPayloadError) -> String {
        offset += 1
        let start = offset
        var ascii = true
        // The common case: no escapes, read in one piece.
        while offset < bytes.count {
            let byte = bytes[offset]
            if byte == UInt8(ascii: "\"") {
                let piece = UnsafeRawBufferPointer(rebasing: bytes[start..<offset])
                offset += 1
                return try text(piece, ascii: ascii)
            }
            if byte == UInt8(ascii: "\\") { break }
            guard byte >= 0x20 else { throw failure("a control character in a string") }
            if byte >= 0x80 { ascii = false }
            offset += 1
        }
        var unescaped = Array(UnsafeRawBufferPointer(rebasing: bytes[start..<offset]))
        while offset < bytes.count {
            let byte = bytes[offset]
            offset += 1
            switch byte {
            case UInt8(ascii: "\""):
                let parsed = unescaped.withUnsafeBytes { piece -> Result<String, PushPayloadError> in
                    do throws(PushPayloadError) { return .success(try text(piece, ascii: false)) } catch {
                        return .failure(error)
                    }
                }
                switch parsed {
                case let .success(text): return text
                case let .failure(error): throw error
                }
            case UInt8(ascii: "\\"):
                try escape(into: &unescaped)
            case ..<0x20:
                offset -= 1
                throw failure("a control character in a string")
            default:
                unescaped.append(byte)
            }
        }
        throw failure("unterminated string")
    }

    private func text(_ piece: UnsafeRawBufferPointer, ascii: Bool) throws(PushPayloadError) -> String {
        if !ascii {
            let invalid = transcode(
                piece.makeIterator(), from: UTF8.self, to: UTF32.self, stoppingOnError: true,
                into: { _ in })
            guard !invalid else { throw failure("a string that is not UTF-8") }
        }
        return String(decoding: piece, as: UTF8.self)
    }

    /// One escape after its backslash, appended as UTF-8.
    private mutating func escape(into unescaped: inout [UInt8]) throws(PushPayloadError) {
        guard offset < bytes.count else { throw failure("unterminated string") }
        let byte = bytes[offset]
        offset += 1
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): unescaped.append(byte)
        case UInt8(ascii: "b"): unescaped.append(0x08)
        case UInt8(ascii: "f"): unescaped.append(0x0C)
        case UInt8(ascii: "n"): unescaped.append(0x0A)
        case UInt8(ascii: "r"): unescaped.append(0x0D)
        case UInt8(ascii: "t"): unescaped.append(0x09)
        case UInt8(ascii: "u"):
            var scalar = UInt32(try hex4())
            if (0xD800..<0xDC00).contains(scalar) {
                // A high surrogate must be followed by an escaped low one.
                guard offset + 1 < bytes.count, bytes[offset] == UInt8(ascii: "\\"),
                    bytes[offset + 1] == UInt8(ascii: "u")
                else { throw failure("a lone surrogate") }
                offset += 2
                let low = UInt32(try hex4())
                guard (0xDC00..<0xE000).contains(low) else { throw failure("a lone surrogate") }
                scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
            } else if (0xDC00..<0xE000).contains(scalar) {
                throw failure("a lone surrogate")
            }
            guard let character = Unicode.Scalar(scalar) else { throw failure("an invalid escape") }
            unescaped.append(contentsOf: String(character).utf8)
        default:
            throw failure("an invalid escape")
        }
    }

    private mutating func hex4() throws(PushPayloadError) -> UInt16 {
        guard offset + 4 <= bytes.count else { throw failure("unterminated string") }
        var value: UInt16 = 0
        for _ in 0..<4 {
            let byte = bytes[offset]
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: throw failure("an invalid \\u escape")
            }
            value = value << 4 | UInt16(digit)
            offset += 1
        }
        return value
    }

    /// A number as RFC 8259 spells it.
    private mutating func number() throws(PushPayloadError) -> PushValue {
        let start = offset
        var integral = true
        if offset < bytes.count, bytes[offset] == UInt8(ascii: "-") { offset += 1 }
        let first = offset
        let count = digits()
        guard count > 0 else { throw failure("unexpected character") }
        // A leading zero stands alone.
        guard count == 1 || bytes[first] != UInt8(ascii: "0") else { throw failure("a number with a leading zero") }
        if offset < bytes.count, bytes[offset] == UInt8(ascii: ".") {
            integral = false
            offset += 1
            guard digits() > 0 else { throw failure("a number without digits after '.'") }
        }
        if offset < bytes.count, bytes[offset] == UInt8(ascii: "e") || bytes[offset] == UInt8(ascii: "E") {
            integral = false
            offset += 1
            if offset < bytes.count, bytes[offset] == UInt8(ascii: "+") || bytes[offset] == UInt8(ascii: "-") {
                offset += 1
            }
            guard digits() > 0 else { throw failure("a number without exponent digits") }
        }
        let spelled = String(decoding: UnsafeRawBufferPointer(rebasing: bytes[start..<offset]), as: UTF8.self)
        if integral, let whole = Int(spelled) { return .int(whole) }
        guard let number = Double(spelled), number.isFinite else { throw failure("a number out of range") }
        return .double(number)
    }

    private mutating func digits() -> Int {
        let start = offset
        while offset < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[offset]) { offset += 1 }
        return offset - start
    }
}
