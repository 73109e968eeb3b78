import Foundation
import PrimerConformance
import Testing

@_spi(Fuzzing) @testable import RakutenAdapter

@Suite("Bounded regex")
struct BoundedRegexTests {
    @Test(arguments: [
        ("abc", "xxabcxx", true), ("^abc$", "abc", true), ("^abc$", "abcd", false), ("a|b", "zzb", true),
        ("colou?r", "color", true), (#"\d{3}-\d{4}"#, "call 555-1234", true), (#"\d{3}-\d{4}"#, "555-12", false),
        ("[A-Z]+", "abc", false), ("[^a-z]", "abc", false), ("[^a-z]", "abC", true), (#"\bcat\b"#, "a cat!", true),
        (#"\bcat\b"#, "concat", false), ("a{2,3}", "caab", true), ("(?:ab)+c", "ababc", true), ("a.c", "a\nc", false),
        (#"\."#, "a.b", true), (#"\."#, "ab", false), ("x*", "", true), ("$", "", true),
        ("(?<year>\\d{4})", "in 2026", true),
        (#"\s\S"#, "a b", true), (#"\W"#, "abc_1", false), ("é", "café", true), ("a+?b", "aaab", true),
    ])
    func matching(pattern: String, input: String, expected: Bool) throws {
        #expect(try BoundedRegex(pattern).firstMatchExists(in: input) == expected)
    }

    @Test(arguments: ["(", ")", "[a-", "a{2,1}", "*a", #"\"#, "", "a{", "}"])
    func syntaxErrors(pattern: String) {
        #expect(throws: BoundedRegex.RegexError.self) { try BoundedRegex(pattern) }
    }

    @Test(arguments: [#"(a)\1"#, "(?=a)", "(?!a)", "(?<=a)b", "(?i)a", "a++", #"\p{L}"#, "[[a]]"])
    func unsupportedConstructs(pattern: String) {
        #expect(throws: BoundedRegex.RegexError.self) { try BoundedRegex(pattern) }
    }

    @Test func tooComplexPatternsAreRefused() {
        #expect(throws: BoundedRegex.RegexError.self) { try BoundedRegex(String(repeating: "a", count: 1_001)) }
        #expect(throws: BoundedRegex.RegexError.self) { try BoundedRegex("(a{1000}){1000}") }
    }

    /// Catastrophic patterns for a backtracking matcher finish in linear time here. The time is printed,
    /// not asserted.
    @Test(arguments: ["(a+)+$", "(a|aa)*c", "(.*)*x", "(a*)*b", "^(\\w+\\s?)*$"])
    func runawayPatternsStayBounded(pattern: String) throws {
        let regex = try BoundedRegex(pattern)
        let input = String(repeating: "a", count: BoundedRegex.maxInputLength - 1) + "!"
        let start = Date()
        let found = regex.firstMatchExists(in: input)
        TestConsole.say(
            "[measure] BoundedRegex \(pattern) on \(input.count) chars: \(Int(Date().timeIntervalSince(start) * 1000)) ms"
        )
        #expect(found != nil)
        #expect(regex.firstMatchExists(in: input + "a") == nil, "over the input limit is not evaluated")
    }

    @Test func tooLongInputReadsAsNotEvaluated() {
        var reports: [RInAppMessagingError] = []
        let long = String(repeating: "a", count: BoundedRegex.maxInputLength + 1)
        let matches = TriggerAttribute(name: "text", value: "a", type: .string, operator: .matchesRegex)
        let notMatches = TriggerAttribute(name: "text", value: "a", type: .string, operator: .doesNotMatchRegex)
        #expect(!AttributeMatcher.matches(.string(long), matches) { reports.append($0) })
        #expect(AttributeMatcher.matches(.string(long), notMatches) { reports.append($0) })
        #expect(reports.count == 2)
    }
}
