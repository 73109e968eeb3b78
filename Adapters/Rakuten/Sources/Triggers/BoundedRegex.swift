/// A regular expression evaluated without backtracking (a Pike virtual machine), so matching time grows
/// linearly with the input and never runs away, whatever the pattern (`(a+)+$`, `(.*)*x`, ...).
///
/// It accepts the ICU syntax a dashboard author uses for MATCHES_REGEX: literals and escapes, `.`,
/// classes (`[a-z]`, `[^...]`, `\d \w \s \D \W \S`), anchors (`^ $ \A \z \b \B`), groups (`(...)`,
/// `(?:...)`, `(?<name>...)`), alternation and greedy or lazy quantifiers (`* + ? {n} {n,} {n,m}`).
/// Constructs that need backtracking or are rarely authored (back-references, look-around, possessive
/// quantifiers, inline flags, `\p{...}`) are refused as ``RegexError/unsupported(_:)``. Matching is
/// unanchored (any match in the value), with no options, like `NSRegularExpression(pattern:)`.
public struct BoundedRegex: Sendable {
    /// Longest pattern accepted, in Unicode scalars.
    public static let maxPatternLength = 1_000
    /// Most instructions a compiled pattern may have (bounded repetition is expanded).
    public static let maxProgramSize = 2_000
    /// Longest value matched, in Unicode scalars; longer values are not evaluated.
    public static let maxInputLength = 8_192

    /// Why a pattern cannot be used.
    public enum RegexError: Error, Sendable, Hashable, CustomStringConvertible {
        /// The pattern is not a valid expression.
        case syntax(String)
        /// The pattern uses a construct this engine refuses.
        case unsupported(String)
        /// The pattern is longer than ``maxPatternLength`` or compiles past ``maxProgramSize``.
        case tooComplex(String)

        /// The reason.
        public var description: String {
            switch self {
            case let .syntax(reason): "syntax error: \(reason)"
            case let .unsupported(reason): "unsupported: \(reason)"
            case let .tooComplex(reason): "too complex: \(reason)"
            }
        }
    }

    /// The pattern as written.
    public let pattern: String
    private let program: [Instruction]

    /// Compiles `pattern` or throws why it cannot be used.
    public init(_ pattern: String) throws(RegexError) {
        self.pattern = pattern
        let scalars = Array(pattern.unicodeScalars)
        guard scalars.count <= Self.maxPatternLength else {
            throw .tooComplex("\(scalars.count) characters, limit \(Self.maxPatternLength)")
        }
        var parser = RegexParser(scalars)
        let tree = try parser.parse()
        var compiler = RegexCompiler(limit: Self.maxProgramSize)
        try compiler.emit(tree)
        try compiler.append(.match)
        program = compiler.program
    }

    /// Whether any part of `text` matches, or `nil` when `text` is longer than ``maxInputLength``.
    public func firstMatchExists(in text: String) -> Bool? {
        let input = Array(text.unicodeScalars)
        guard input.count <= Self.maxInputLength else { return nil }
        return PikeMachine(program: program, input: input).run()
    }
}

// MARK: Syntax tree

indirect enum RegexNode {
    case empty
    case scalar(ScalarTest)
    case assertion(RegexAssertion)
    case sequence([RegexNode])
    case choice([RegexNode])
    case repetition(RegexNode, min: Int, max: Int?)
}

enum RegexAssertion: Sendable {
    case start, end, endOfInput, wordBoundary, notWordBoundary
}

enum ScalarClass: Sendable {
    case digit, word, space
    func contains(_ scalar: Unicode.Scalar) -> Bool {
        switch self {
        case .digit: scalar.properties.numericType == .decimal
        case .word: Self.isWord(scalar)
        case .space: scalar.properties.isWhitespace
        }
    }

    static func isWord(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "_" || scalar.properties.isAlphabetic || scalar.properties.numericType == .decimal
            || scalar.properties.generalCategory == .nonspacingMark
    }
}

enum ScalarTest: Sendable {
    case anyButNewline
    case literal(Unicode.Scalar)
    case set(ranges: [ClosedRange<UInt32>], classes: [(ScalarClass, negated: Bool)], negated: Bool)

    func accepts(_ scalar: Unicode.Scalar) -> Bool {
        switch self {
        case .anyButNewline:
            return !Self.isLineTerminator(scalar)
        case let .literal(expected):
            return scalar == expected
        case let .set(ranges, classes, negated):
            let inside = ranges.contains { $0.contains(scalar.value) }
                || classes.contains { $0.0.contains(scalar) != $0.negated }
            return inside != negated
        }
    }

    static func isLineTerminator(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0A, 0x0B, 0x0C, 0x0D, 0x85, 0x2028, 0x2029: true
        default: false
        }
    }
}

// MARK: Parser

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

// MARK: Compiler

enum Instruction: Sendable {
    case scalar(ScalarTest)
    case assertion(RegexAssertion)
    case split(Int, Int)
    case jump(Int)
    case match
}

struct RegexCompiler {
    let limit: Int
    var program: [Instruction] = []

    mutating func append(_ instruction: Instruction) throws(BoundedRegex.RegexError) {
        guard program.count < limit else { throw .tooComplex("compiles past \(limit) instructions") }
        program.append(instruction)
    }

    mutating func emit(_ node: RegexNode) throws(BoundedRegex.RegexError) {
        switch node {
        case .empty:
            break
        case let .scalar(test):
            try append(.scalar(test))
        case let .assertion(assertion):
            try append(.assertion(assertion))
        case let .sequence(items):
            for item in items { try emit(item) }
        case let .choice(branches):
            var jumpsToEnd: [Int] = []
            for (offset, branch) in branches.enumerated() {
                let isLast = offset == branches.count - 1
                let split = program.count
                if !isLast { try append(.split(split + 1, -1)) }
                try emit(branch)
                if !isLast {
                    jumpsToEnd.append(program.count)
                    try append(.jump(-1))
                    program[split] = .split(split + 1, program.count)
                }
            }
            for jump in jumpsToEnd { program[jump] = .jump(program.count) }
        case let .repetition(body, minimum, maximum):
            for _ in 0..<minimum { try emit(body) }
            if let maximum {
                var splits: [Int] = []
                for _ in minimum..<maximum {
                    splits.append(program.count)
                    try append(.split(program.count + 1, -1))
                    try emit(body)
                }
                for split in splits { program[split] = .split(split + 1, program.count) }
            } else {
                let loop = program.count
                try append(.split(loop + 1, -1))
                try emit(body)
                try append(.jump(loop))
                program[loop] = .split(loop + 1, program.count)
            }
        }
    }
}

// MARK: Machine

/// Simulates every thread in lock-step over the input: O(input × program), no backtracking.
struct PikeMachine {
    let program: [Instruction]
    let input: [Unicode.Scalar]

    func run() -> Bool {
        var current: [Int] = []
        var next: [Int] = []
        var seen = [Int](repeating: -1, count: program.count)
        var position = 0
        while true {
            // A new thread starts at every position: the match is unanchored.
            if add(0, at: position, to: &current, seen: &seen) { return true }
            guard position < input.count else { return false }
            let scalar = input[position]
            next.removeAll(keepingCapacity: true)
            for pc in current {
                if case let .scalar(test) = program[pc], test.accepts(scalar),
                   add(pc + 1, at: position + 1, to: &next, seen: &seen) {
                    return true
                }
            }
            swap(&current, &next)
            position += 1
        }
    }

    /// Adds the thread at `pc` and everything reachable without consuming input; `true` on a match.
    /// `seen[pc] == stamp` marks instructions already added for this position.
    private func add(_ start: Int, at position: Int, to list: inout [Int], seen: inout [Int]) -> Bool {
        var stack = [start]
        let stamp = position
        while let pc = stack.popLast() {
            guard seen[pc] != stamp else { continue }
            seen[pc] = stamp
            switch program[pc] {
            case .match:
                return true
            case .scalar:
                list.append(pc)
            case let .jump(target):
                stack.append(target)
            case let .split(first, second):
                stack.append(second)
                stack.append(first)
            case let .assertion(assertion):
                if holds(assertion, at: position) { stack.append(pc + 1) }
            }
        }
        return false
    }

    private func holds(_ assertion: RegexAssertion, at position: Int) -> Bool {
        switch assertion {
        case .start:
            return position == 0
        case .endOfInput:
            return position == input.count
        case .end:
            return position == input.count
                || (position == input.count - 1 && ScalarTest.isLineTerminator(input[position]))
        case .wordBoundary, .notWordBoundary:
            let before = position > 0 && ScalarClass.isWord(input[position - 1])
            let after = position < input.count && ScalarClass.isWord(input[position])
            return (before != after) == (assertion == .wordBoundary)
        }
    }
}
