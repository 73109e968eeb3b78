/// Escapes and bracketed classes, read as ICU (and so `NSRegularExpression`) reads them: an escaped ASCII
/// letter that is not an ICU escape is that letter; `\x{h..}`, `\xh`, `\uhhhh`, `\Uhhhhhhhh`, `\0ooo`,
/// `\cX`, `\Q...\E`, `\h \H \v \V \R` and `\G` (the start of the value, for a first-match search) are
/// read; back-references, `\k`, `\p`, `\N{...}`, `\X` and set operations (`&&`, `--`, nested sets) are
/// refused as unsupported.
extension RegexParser {
    /// An escape outside a class (the backslash consumed).
    mutating func parseEscape() throws(BoundedRegex.RegexError) -> RegexNode {
        guard let scalar = current else { throw .syntax("trailing backslash") }
        switch scalar {
        case "b":
            index += 1
            return .assertion(.wordBoundary)
        case "B":
            index += 1
            return .assertion(.notWordBoundary)
        case "A", "G":
            index += 1
            return .assertion(.start)
        case "z":
            index += 1
            return .assertion(.endOfInput)
        case "Z":
            index += 1
            return .assertion(.end)
        case "R":
            // A line break, atomically: `\r\n` is never split.
            index += 1
            let breaks = ScalarTest.set(
                ranges: [0x0A...0x0C, 0x85...0x85, 0x2028...0x2029], classes: [],
                negated: false)
            return .choice([
                .sequence([.scalar(.literal("\r")), .scalar(.literal("\n"))]),
                .sequence([.scalar(.literal("\r")), .assertion(.notBeforeLineFeed)]),
                .scalar(breaks),
            ])
        case "X": throw .unsupported("escape \\X (grapheme cluster)")
        default: return .scalar(try parseScalarEscape())
        }
    }

    /// An escape that stands for one scalar or a class of them (the backslash consumed).
    private mutating func parseScalarEscape() throws(BoundedRegex.RegexError) -> ScalarTest {
        guard let scalar = current else { throw .syntax("trailing backslash") }
        index += 1
        let set: (ScalarClass, Bool)? =
            switch scalar {
            case "d": (.digit, false)
            case "D": (.digit, true)
            case "w": (.word, false)
            case "W": (.word, true)
            case "s": (.space, false)
            case "S": (.space, true)
            case "h": (.horizontalSpace, false)
            case "H": (.horizontalSpace, true)
            case "v": (.verticalSpace, false)
            case "V": (.verticalSpace, true)
            default: nil
            }
        if let set { return .set(ranges: [], classes: [(set.0, negated: set.1)], negated: false) }
        switch scalar {
        case "t": return .literal("\t")
        case "n": return .literal("\n")
        case "r": return .literal("\r")
        case "f": return .literal("\u{0C}")
        case "e": return .literal("\u{1B}")
        case "a": return .literal("\u{07}")
        case "x": return Self.literal(try readHexEscape())
        case "u": return Self.literal(try readSurrogatePair(try readHex(exactly: 4)))
        case "U": return Self.literal(try readHex(exactly: 8))
        case "0": return Self.literal(try readOctal())
        case "c":
            // `\cX` is the control character X & 0x1F; a trailing `\c` is a `c`.
            guard let control = current else { return .literal("c") }
            index += 1
            return Self.literal(control.value & 0x1F)
        case "1"..."9": throw .unsupported("back-reference \\\(scalar)")
        case "k": throw .unsupported("named back-reference \\k")
        case "p", "P": throw .unsupported("property escape \\\(scalar)")
        case "N": throw .unsupported("named character \\N")
        default:
            // Any other escaped character (an ASCII letter ICU gives no meaning included) is itself.
            return .literal(scalar)
        }
    }

    /// A scalar value as a test; a value that is no scalar (a lone surrogate) matches nothing.
    private static func literal(_ value: UInt32) -> ScalarTest {
        Unicode.Scalar(value).map(ScalarTest.literal) ?? .set(ranges: [], classes: [], negated: false)
    }

    /// `\x{h...}` (1 to 6 digits) or `\xh` / `\xhh`.
    private mutating func readHexEscape() throws(BoundedRegex.RegexError) -> UInt32 {
        if current == "{" {
            index += 1
            let start = index
            let value = readHexDigits(max: 7)
            guard index > start, index - start <= 6, current == "}", value <= 0x10FFFF else {
                throw .syntax("bad hexadecimal escape at \(start)")
            }
            index += 1
            return value
        }
        let start = index
        let value = readHexDigits(max: 2)
        guard index > start else { throw .syntax("bad hexadecimal escape at \(start)") }
        return value
    }

    private mutating func readHex(exactly count: Int) throws(BoundedRegex.RegexError) -> UInt32 {
        let start = index
        let value = readHexDigits(max: count)
        guard index - start == count, value <= 0x10FFFF else { throw .syntax("bad hexadecimal escape at \(start)") }
        return value
    }

    /// `\uD83D\uDE00` is one scalar, as in UTF-16.
    private mutating func readSurrogatePair(_ high: UInt32) throws(BoundedRegex.RegexError) -> UInt32 {
        guard (0xD800...0xDBFF).contains(high), current == "\\", peek(1) == "u" else { return high }
        let resume = index
        index += 2
        let low = try readHex(exactly: 4)
        guard (0xDC00...0xDFFF).contains(low) else {
            index = resume
            return high
        }
        return 0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00)
    }

    private mutating func readHexDigits(max: Int) -> UInt32 {
        var value: UInt32 = 0
        var digits = 0
        while digits < max, let scalar = current,
            let digit = scalar.properties.isASCIIHexDigit
                ? UInt32(String(scalar), radix: 16) : nil
        {
            value = value * 16 + digit
            digits += 1
            index += 1
        }
        return value
    }

    /// `\0ooo`: one to three octal digits, at most 0377.
    private mutating func readOctal() throws(BoundedRegex.RegexError) -> UInt32 {
        var value: UInt32 = 0
        var digits = 0
        while digits < 3, let scalar = current, ("0"..."7").contains(scalar),
            value * 8 + (scalar.value - 0x30) <= 0o377
        {
            value = value * 8 + (scalar.value - 0x30)
            digits += 1
            index += 1
        }
        guard digits > 0 else { throw .syntax("bad octal escape at \(index)") }
        return value
    }

    /// A bracketed class (the `[` consumed).
    mutating func parseClass() throws(BoundedRegex.RegexError) -> ScalarTest {
        var negated = false
        if current == "^" {
            negated = true
            index += 1
        }
        var ranges: [ClosedRange<UInt32>] = []
        var classes: [(ScalarClass, negated: Bool)] = []
        var first = true
        var items = 0
        while true {
            guard let scalar = current else { throw .syntax("missing ']'") }
            if scalar == "]", !first {
                index += 1
                break
            }
            first = false
            items += 1
            try refuseSetOperation()
            if scalar == "[" { throw .unsupported("nested class or set operation at \(index)") }
            if scalar == "\\", peek(1) == "Q" {
                index += 2
                let quoted = readQuoted()
                ranges += quoted.map { $0.value...$0.value }
                if quoted.isEmpty { items -= 1 }
                continue
            }
            guard let low = try readClassScalar() else {
                continue
            }
            if case let .set(_, found, _) = low {
                classes += found
                continue
            }
            guard case let .literal(lowScalar) = low else { throw .syntax("bad class item at \(index)") }
            try refuseSetOperation()
            if current == "-", let next = peek(1), next != "]" {
                index += 1
                guard case let .literal(high)? = try readClassScalar() else { throw .syntax("bad range end") }
                guard lowScalar.value <= high.value else { throw .syntax("range \(lowScalar)-\(high) out of order") }
                ranges.append(lowScalar.value...high.value)
            } else {
                ranges.append(lowScalar.value...lowScalar.value)
            }
        }
        guard items > 0 else { throw .syntax("empty class") }
        return .set(ranges: ranges, classes: classes, negated: negated)
    }

    /// ICU's set intersection and difference are not supported.
    private func refuseSetOperation() throws(BoundedRegex.RegexError) {
        if (current == "&" && peek(1) == "&") || (current == "-" && peek(1) == "-") {
            throw .unsupported("set operation at \(index)")
        }
    }

    /// One class item: a literal (as `.literal`, a lone surrogate as an empty set) or an escaped class.
    private mutating func readClassScalar() throws(BoundedRegex.RegexError) -> ScalarTest? {
        guard let scalar = current else { throw .syntax("missing ']'") }
        index += 1
        guard scalar == "\\" else { return .literal(scalar) }
        let test = try parseScalarEscape()
        if case let .set(ranges, classes, _) = test, ranges.isEmpty, classes.isEmpty { return nil }
        return test
    }
}
