/// Reads a pattern in the ICU syntax ``BoundedRegex`` accepts into a syntax tree, or throws why it cannot.
struct RegexParser {
    private let scalars: [Unicode.Scalar]
    private var index = 0

    init(_ scalars: [Unicode.Scalar]) { self.scalars = scalars }

    mutating func parse() throws(BoundedRegex.RegexError) -> RegexNode {
        let node = try parseChoice(depth: 0)
        if index < scalars.count { throw .syntax("unmatched ')' at \(index)") }
        return node
    }

    private var current: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }

    private mutating func parseChoice(depth: Int) throws(BoundedRegex.RegexError) -> RegexNode {
        guard depth < 100 else { throw .tooComplex("groups nested deeper than 100") }
        var branches = [try parseSequence(depth: depth)]
        while current == "|" {
            index += 1
            branches.append(try parseSequence(depth: depth))
        }
        return branches.count == 1 ? branches[0] : .choice(branches)
    }

    private mutating func parseSequence(depth: Int) throws(BoundedRegex.RegexError) -> RegexNode {
        var items: [RegexNode] = []
        while let scalar = current, scalar != "|", scalar != ")" {
            let atom = try parseAtom(depth: depth)
            items.append(try parseQuantifiers(on: atom))
        }
        return items.isEmpty ? .empty : .sequence(items)
    }

    private mutating func parseQuantifiers(on atom: RegexNode) throws(BoundedRegex.RegexError) -> RegexNode {
        var node = atom
        while let scalar = current {
            let bounds: (Int, Int?)
            switch scalar {
            case "*": bounds = (0, nil); index += 1
            case "+": bounds = (1, nil); index += 1
            case "?": bounds = (0, 1); index += 1
            case "{":
                guard let counted = try parseCount() else { return node }
                bounds = counted
            default:
                return node
            }
            if case .assertion = node { throw .syntax("quantifier after an anchor at \(index)") }
            if case .repetition = node { throw .syntax("nested quantifier at \(index)") }
            if current == "?" {
                index += 1 // Lazy: the same language, so the same match/no-match answer.
            } else if current == "+" {
                throw .unsupported("possessive quantifier at \(index)")
            }
            node = .repetition(node, min: bounds.0, max: bounds.1)
        }
        return node
    }

    /// `{n}`, `{n,}`, `{n,m}`; `nil` (and no input consumed) when the brace is a literal.
    private mutating func parseCount() throws(BoundedRegex.RegexError) -> (Int, Int?)? {
        let start = index
        index += 1
        guard let low = readNumber() else { index = start; return nil }
        var high: Int? = low
        if current == "," {
            index += 1
            high = readNumber()
        }
        guard current == "}" else { index = start; return nil }
        index += 1
        if let high, high < low { throw .syntax("{\(low),\(high)} has max below min") }
        guard low <= 1_000, (high ?? 0) <= 1_000 else { throw .tooComplex("repetition count over 1000") }
        return (low, high)
    }

    private mutating func readNumber() -> Int? {
        var value = 0
        var digits = 0
        while let scalar = current, let digit = Int(String(scalar)), scalar.isASCII {
            value = min(value * 10 + digit, 100_000)
            digits += 1
            index += 1
        }
        return digits > 0 ? value : nil
    }

    private mutating func parseAtom(depth: Int) throws(BoundedRegex.RegexError) -> RegexNode {
        guard let scalar = current else { throw .syntax("unexpected end") }
        index += 1
        switch scalar {
        case "(":
            if current == "?" {
                index += 1
                if current == ":" {
                    index += 1
                } else if current == "<", index + 1 < scalars.count, scalars[index + 1] != "=",
                          scalars[index + 1] != "!" {
                    while let next = current, next != ">" { index += 1 }
                    guard current == ">" else { throw .syntax("unterminated group name") }
                    index += 1
                } else {
                    throw .unsupported("'(?' construct (look-around or inline flags) at \(index)")
                }
            }
            let inner = try parseChoice(depth: depth + 1)
            guard current == ")" else { throw .syntax("missing ')'") }
            index += 1
            return inner
        case ".": return .scalar(.anyButNewline)
        case "^": return .assertion(.start)
        case "$": return .assertion(.end)
        case "[": return .scalar(try parseClass())
        case "\\": return try parseEscape(inClass: false)
        case "*", "+", "?": throw .syntax("quantifier with nothing to repeat at \(index - 1)")
        default: return .scalar(.literal(scalar))
        }
    }

    private mutating func parseEscape(inClass: Bool) throws(BoundedRegex.RegexError) -> RegexNode {
        guard let scalar = current else { throw .syntax("trailing backslash") }
        index += 1
        let set: (ScalarClass, Bool)? = switch scalar {
        case "d": (.digit, false)
        case "D": (.digit, true)
        case "w": (.word, false)
        case "W": (.word, true)
        case "s": (.space, false)
        case "S": (.space, true)
        default: nil
        }
        if let set { return .scalar(.set(ranges: [], classes: [(set.0, negated: set.1)], negated: false)) }
        switch scalar {
        case "b" where !inClass: return .assertion(.wordBoundary)
        case "B" where !inClass: return .assertion(.notWordBoundary)
        case "A" where !inClass: return .assertion(.start)
        case "z" where !inClass: return .assertion(.endOfInput)
        case "Z" where !inClass: return .assertion(.end)
        case "t": return .scalar(.literal("\t"))
        case "n": return .scalar(.literal("\n"))
        case "r": return .scalar(.literal("\r"))
        case "f": return .scalar(.literal("\u{0C}"))
        case "e": return .scalar(.literal("\u{1B}"))
        case "a": return .scalar(.literal("\u{07}"))
        case "x": return .scalar(.literal(try readHex(count: 2)))
        case "u": return .scalar(.literal(try readHex(count: 4)))
        case "1"..."9": throw .unsupported("back-reference \\\(scalar)")
        case "p", "P", "k", "G", "X", "N", "Q", "E", "R", "h", "H", "v", "V", "c", "0":
            throw .unsupported("escape \\\(scalar)")
        default:
            if scalar.properties.isAlphabetic, scalar.isASCII { throw .syntax("unknown escape \\\(scalar)") }
            return .scalar(.literal(scalar))
        }
    }

    private mutating func readHex(count: Int) throws(BoundedRegex.RegexError) -> Unicode.Scalar {
        guard index + count <= scalars.count,
              let value = UInt32(String(String.UnicodeScalarView(scalars[index..<index + count])), radix: 16),
              let scalar = Unicode.Scalar(value) else { throw .syntax("bad hexadecimal escape at \(index)") }
        index += count
        return scalar
    }

    private mutating func parseClass() throws(BoundedRegex.RegexError) -> ScalarTest {
        var negated = false
        if current == "^" {
            negated = true
            index += 1
        }
        var ranges: [ClosedRange<UInt32>] = []
        var classes: [(ScalarClass, negated: Bool)] = []
        var first = true
        while true {
            guard let scalar = current else { throw .syntax("missing ']'") }
            if scalar == "]", !first { index += 1; break }
            first = false
            if scalar == "[" { throw .unsupported("nested class or set operation at \(index)") }
            let low: Unicode.Scalar
            index += 1
            if scalar == "\\" {
                switch try parseEscape(inClass: true) {
                case let .scalar(.literal(value)): low = value
                case let .scalar(.set(_, found, _)): classes += found; continue
                default: throw .syntax("bad escape in class")
                }
            } else {
                low = scalar
            }
            if current == "-", index + 1 < scalars.count, scalars[index + 1] != "]" {
                index += 1
                guard var high = current else { throw .syntax("missing ']'") }
                index += 1
                if high == "\\" {
                    guard case let .scalar(.literal(value)) = try parseEscape(inClass: true) else {
                        throw .syntax("bad range end")
                    }
                    high = value
                }
                guard low.value <= high.value else { throw .syntax("range \(low)-\(high) out of order") }
                ranges.append(low.value...high.value)
            } else {
                ranges.append(low.value...low.value)
            }
        }
        return .set(ranges: ranges, classes: classes, negated: negated)
    }
}
