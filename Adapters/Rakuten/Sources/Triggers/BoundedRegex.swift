/// A regular expression evaluated without backtracking (a Pike virtual machine), so matching time grows
/// linearly with the input and never runs away, whatever the pattern (`(a+)+$`, `(.*)*x`, ...).
///
/// It reads the ICU syntax of `NSRegularExpression(pattern:)`, which the vendor compiles MATCHES_REGEX
/// with, and refuses what that refuses (an empty pattern, a stray brace, a malformed group name,
/// ...): literals and escapes, `.`, classes (`[a-z]`, `[^...]`, `\d \w \s \h \v` and their negations,
/// with ICU's definitions), anchors (`^ $ \A \z \Z \b \B \G`), `\R`, groups (`(...)`, `(?:...)`,
/// `(?<name>...)`), comments, alternation and greedy or lazy quantifiers (`* + ? {n} {n,} {n,m}`).
/// Constructs that need backtracking or are rarely authored (back-references, look-around, atomic
/// groups, possessive quantifiers, inline flags, `\p{...}`, `\N{...}`, `\X`, set operations) are
/// refused as ``RegexError/unsupported(_:)``. Matching is unanchored (any match in the value), with no
/// options, like `NSRegularExpression(pattern:)`.
@_spi(Fuzzing)
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
        /// The pattern uses a construct this matcher refuses.
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
        // Reads at most one scalar past the limit, however long the pattern.
        let scalars = Array(pattern.unicodeScalars.prefix(Self.maxPatternLength + 1))
        guard scalars.count <= Self.maxPatternLength else {
            throw .tooComplex("\(pattern.unicodeScalars.count) characters, limit \(Self.maxPatternLength)")
        }
        var parser = RegexParser(scalars)
        let tree = try parser.parse()
        var compiler = RegexCompiler(limit: Self.maxProgramSize)
        try compiler.emit(tree)
        try compiler.append(.match)
        program = compiler.program
    }

    /// Whether any part of `text` matches, or `nil` when `text` is longer than ``maxInputLength``.
    /// Unbounded otherwise (linear in the input, up to ``maxProgramSize`` steps per scalar): trigger
    /// matching evaluates with a step limit instead (`MatchBudget`).
    public func firstMatchExists(in text: String) -> Bool? {
        switch evaluate(text, stepLimit: .max).outcome {
        case let .found(found): found
        case .inputTooLong, .outOfSteps: nil
        }
    }

    /// The most steps compiling `pattern` may take: reading it (at most one scalar past
    /// ``maxPatternLength``) and emitting up to ``maxProgramSize`` instructions, each instruction
    /// emitted costing about as much as five machine steps (measured in a release build).
    static func compileSteps(_ pattern: String) -> Int {
        min(pattern.utf8.count, maxPatternLength + 1) + 5 * maxProgramSize
    }

    /// What one evaluation found.
    enum Outcome: Sendable, Hashable {
        /// Whether any part of the value matches.
        case found(Bool)
        /// The value is longer than ``maxInputLength``: not evaluated.
        case inputTooLong
        /// The answer needs more than the step limit.
        case outOfSteps
    }

    /// Evaluates `text` within `stepLimit` steps (each scalar read and each instruction visited is one)
    /// and says how many it took.
    func evaluate(_ text: String, stepLimit: Int) -> (outcome: Outcome, steps: Int) {
        // Reading the value is one step per scalar, at most one past the limit however long the value;
        // it is paid before reading (UTF-8 bytes bound scalars from above).
        let reading = min(text.utf8.count, Self.maxInputLength + 1)
        guard reading < stepLimit else { return (.outOfSteps, stepLimit) }
        let input = Array(text.unicodeScalars.prefix(Self.maxInputLength + 1))
        guard input.count <= Self.maxInputLength else { return (.inputTooLong, reading) }
        var machine = PikeMachine(program: program, input: input, stepLimit: stepLimit - reading)
        let found = machine.run()
        return (found.map(Outcome.found) ?? .outOfSteps, min(reading + machine.steps, stepLimit))
    }
}
