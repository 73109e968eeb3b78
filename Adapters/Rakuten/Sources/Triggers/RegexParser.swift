/// Reads a pattern in the ICU syntax ``BoundedRegex`` accepts into a syntax tree, or throws why it cannot.
/// It refuses what `NSRegularExpression` refuses (an empty pattern, a brace that is not a well-formed
/// count, a malformed group name, ...) and reads what it accepts the way it does; `RegexEscapes.swift`
/// holds escapes and classes.
struct RegexParser {
    let scalars: [Unicode.Scalar]
    var index = 0

    init(_ scalars: [Unicode.Scalar]) { self.scalars = scalars }

    mutating func parse() throws(BoundedRegex.RegexError) -> RegexNode {
        // As NSRegularExpression, which refuses to compile an empty pattern.
        guard !scalars.isEmpty else { throw .syntax("empty pattern") }
        let node = try parseChoice(depth: 0)
        if index < scalars.count { throw .syntax("unmatched ')' at \(index)") }
        return node
    }

    var current: Unicode.Scalar? { peek(0) }

    func peek(_ offset: Int) -> Unicode.Scalar? {
        index + offset < scalars.count ? scalars[index + offset] : nil
    }

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
        while true {
            try skipComments()
            guard let scalar = current, scalar != "|", scalar != ")" else { break }
            if scalar == "\\", peek(1) == "Q" {
                // `\Q...\E` quotes literally; a quantifier after it repeats its last character.
                index += 2
                var quoted = readQuoted().map { RegexNode.scalar(.literal($0)) }
                guard let last = quoted.popLast() else { continue }
                items += quoted
                items.append(try parseQuantifiers(on: last, quantifiable: true))
                continue
            }
            // `^` and `$` take a quantifier; escaped anchors (`\b`, `\A`, `\z`, ...) do not.
            let escaped = scalar == "\\"
            let atom = try parseAtom(depth: depth)
            var quantifiable = true
            if case .assertion = atom { quantifiable = !escaped }
            items.append(try parseQuantifiers(on: atom, quantifiable: quantifiable))
        }
        return items.isEmpty ? .empty : .sequence(items)
    }

    /// Skips `(?#...)` comments.
    private mutating func skipComments() throws(BoundedRegex.RegexError) {
        while current == "(", peek(1) == "?", peek(2) == "#" {
            index += 3
            while let scalar = current, scalar != ")" { index += 1 }
            guard current == ")" else { throw .syntax("unterminated comment") }
            index += 1
        }
    }

    /// The scalars up to `\E` (or the end), with `\E` consumed.
    mutating func readQuoted() -> [Unicode.Scalar] {
        var quoted: [Unicode.Scalar] = []
        while let scalar = current {
            if scalar == "\\", peek(1) == "E" {
                index += 2
                break
            }
            quoted.append(scalar)
            index += 1
        }
        return quoted
    }

    private mutating func parseQuantifiers(
        on atom: RegexNode,
        quantifiable: Bool
    ) throws(BoundedRegex.RegexError) -> RegexNode {
        var node = atom
        while true {
            try skipComments()
            guard let scalar = current else { return node }
            let bounds: (Int, Int?)
            switch scalar {
            case "*":
                bounds = (0, nil)
                index += 1
            case "+":
                bounds = (1, nil)
                index += 1
            case "?":
                bounds = (0, 1)
                index += 1
            case "{": bounds = try parseCount()
            default: return node
            }
            if !quantifiable { throw .syntax("quantifier after an anchor at \(index)") }
            if case .repetition = node { throw .syntax("nested quantifier at \(index)") }
            if current == "?" {
                index += 1 // Lazy: the same language, so the same match/no-match answer.
            } else if current == "+" {
                throw .unsupported("possessive quantifier at \(index)")
            }
            node = .repetition(node, min: bounds.0, max: bounds.1)
        }
    }

    /// `{n}`, `{n,}`, `{n,m}`: as ICU, any other brace after an atom is an error.
    private mutating func parseCount() throws(BoundedRegex.RegexError) -> (Int, Int?) {
        let start = index
        index += 1
        guard let low = readNumber() else { throw .syntax("bad count at \(start)") }
        var high: Int? = low
        if current == "," {
            index += 1
            high = readNumber()
        }
        guard current == "}" else { throw .syntax("bad count at \(start)") }
        index += 1
        if let high, high < low { throw .syntax("{\(low),\(high)} has max below min") }
        guard low <= 1_000, (high ?? 0) <= 1_000 else { throw .tooComplex("repetition count over 1000") }
        return (low, high)
    }

    private mutating func readNumber() -> Int? {
        var value = 0
        var digits = 0
        while let scalar = current, ("0"..."9").contains(scalar) {
            value = min(value * 10 + Int(scalar.value - 0x30), 100_000)
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
                } else if current == "<", peek(1) != "=", peek(1) != "!" {
                    index += 1
                    try readGroupName()
                } else {
                    throw .unsupported("'(?' construct (look-around, inline flags, atomic group) at \(index)")
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
        case "\\": return try parseEscape()
        case "*", "+", "?", "{": throw .syntax("quantifier with nothing to repeat at \(index - 1)")
        case "}": throw .syntax("unmatched '}' at \(index - 1)")
        default: return .scalar(.literal(scalar))
        }
    }

    /// `name>` of `(?<name>`: as ICU, an ASCII letter, then ASCII letters and digits.
    private mutating func readGroupName() throws(BoundedRegex.RegexError) {
        let start = index
        while let scalar = current, scalar.isASCII,
            scalar.properties.isAlphabetic
                || (index > start && ("0"..."9").contains(scalar))
        {
            index += 1
        }
        guard index > start, current == ">" else { throw .syntax("bad group name at \(start)") }
        index += 1
    }
}
