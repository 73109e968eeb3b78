import Foundation
import Testing

@_spi(Fuzzing) @testable import RakutenAdapter

/// MATCHES_REGEX and DOES_NOT_MATCH_REGEX answer what the vendor's `NSRegularExpression` answers: each
/// case is compared with Foundation's `NSRegularExpression` on the machine running the test (on a
/// pattern it refuses, the vendor's MATCHES is false and DOES_NOT_MATCH true).
@Suite("Regex fidelity with NSRegularExpression")
struct RegexFidelityTests {
    /// The vendor's answer for `op`.
    static func vendorAnswer(_ pattern: String, _ value: String, _ op: AttributeOperator) -> Bool {
        let wantsMatch = op == .matchesRegex
        guard let regex = try? NSRegularExpression(pattern: pattern) else { return !wantsMatch }
        let found = regex.firstMatch(in: value, range: NSRange(value.startIndex..., in: value)) != nil
        return found == wantsMatch
    }

    static func vendorCompiles(_ pattern: String) -> Bool { (try? NSRegularExpression(pattern: pattern)) != nil }

    /// Patterns NSRegularExpression refuses or reads in its own way: the empty pattern, braces, group
    /// names, escapes (unknown letters, hexadecimal, octal, control, quoting), classes, anchors and the
    /// classes of `\w \s \h \v \R \b`.
    static let cases: [(pattern: String, value: String)] = [
        // Refused by the vendor.
        ("", ""), ("", "anything"), ("{", "{"), ("}", "}"), ("a}", "a}"), ("a{", "a{"), ("a{1", "a{1"),
        ("a{,3}", "aaa"), ("a{ 1}", "a{ 1}"), ("a{1,2,3}", "a"), ("{1}", "{1}"), ("a{-1}", "a{-1}"),
        ("(?<>a)", "a"), ("(?<1a>a)", "a"), ("(?<a b>a)", "a"), ("(?<_a>a)", "a"), ("(?<aé>a)", "a"),
        ("[\\Q\\E]", "x"), ("[a&&]", "a"), ("[--a]", "-"), (#"\0"#, "x"), (#"\08"#, "x"), (#"\x"#, "x"),
        (#"\x{}"#, "a"), (#"\x{110000}"#, "a"), (#"\u12"#, "a"), (#"\U0000004"#, "a"), ("\\b*", "x"),
        (#"\A+"#, "x"), (#"\z?"#, "x"), ("(?#a)*b", "b"), ("a**", "aaa"), ("a{2}{3}", "aaaaaa"),
        // Read as the vendor reads them.
        ("a{1}?", "a"), ("a{0}", "b"), ("()", "x"), ("(?:)", "x"), ("|", "b"), ("a|", "b"),
        ("(?<A1>a)", "a"), ("^*a", "a"), ("^+a", "ba"), ("$?x", "x"), ("^{2}a", "a"), ("(?#note)a", "a"),
        ("a(?#note)*", "aa"), ("(?#a(b)c", "x"),
        (#"\y"#, "y"), (#"\q"#, "q"), (#"\i"#, "i"), (#"\C"#, "C"), (#"\E"#, "E"), (#"\E\E"#, "EE"),
        (#"\x41"#, "A"), (#"\x4"#, "\u{04}"), (#"\x{1F600}"#, "😀"), (#"\x{41}"#, "A"), (#"\u00e9"#, "é"),
        (#"\uD83D\uDE00"#, "😀"), (#"\uD83D"#, "x"), (#"\U0001F600"#, "😀"), (#"\0101"#, "A"),
        (#"\0777"#, "?7"), (#"\07"#, "\u{07}"), (#"\cA"#, "\u{01}"), (#"\cz"#, "\u{1A}"), (#"\c"#, "c"),
        (#"\Qa.b\E"#, "a.b"), (#"\Qa.b\E"#, "axb"), (#"\Qa\E*"#, "aa"), (#"\Qab"#, "ab"),
        (#"[\Qa-c\E]"#, "-"), (#"[\Qa-c\E]"#, "b"), (#"[\x{41}-\x43]"#, "B"), (#"[\b]"#, "\u{08}"), (#"[\b]"#, "b"),
        (#"[\Z\B\A\z\G\X\R\y]"#, "R"), (#"[\R]"#, "\n"), ("[]a]", "]"), ("[^]a]", "]"), ("[a-]", "-"),
        (#"[\w-z]"#, "-"), ("[a&b]", "&"), ("\\G", "a"),
        ("a$", "a\n"), ("a$", "a\r\n"), ("a$", "a\n\n"), ("a$", "a\r"), ("a\\Z", "a\r\n"), ("a\\z", "a\n"),
        (".", "\r"), (".", "\u{2028}"), ("a.b", "a\r\nb"),
        (#"\w"#, "\u{203F}"), (#"\w"#, "\u{200D}"), (#"\w"#, "\u{20DD}"), (#"\w"#, "\u{0903}"), (#"\w"#, "·"),
        (#"\d"#, "٣"), (#"\s"#, "\u{0B}"), (#"\s"#, "\u{85}"), (#"\s"#, "\u{A0}"), (#"\s"#, "\u{200B}"),
        (#"\h"#, "\t"), (#"\h"#, "\u{3000}"), (#"\h"#, "\n"), (#"\H"#, " "), (#"\v"#, "\r"), (#"\v"#, "\u{2029}"),
        (#"\V"#, "\n"), (#"\R"#, "\r\n"), (#"^\R$"#, "\r\n"), (#"\R\n"#, "\r\n"), (#"\R"#, "\u{85}"),
        (#"\bé"#, "é"), (#"x\b"#, "x"), (#"\b"#, "\u{0303}"), (#"a\b"#, "a\u{0303}"), (#"\ba"#, "\u{200B}a"),
        (#"a\B"#, "a\u{0301}b"), (#"\bb"#, "ab"), (#"\b_"#, "-_"),
    ]

    @Test(arguments: cases)
    func answersAsTheVendor(pattern: String, value: String) {
        for op in [AttributeOperator.matchesRegex, .doesNotMatchRegex] {
            let condition = TriggerAttribute(name: "v", value: pattern, type: .string, operator: op)
            #expect(
                AttributeMatcher.matches(.string(value), condition) == Self.vendorAnswer(pattern, value, op),
                "\(op) \(pattern.debugDescription) on \(value.debugDescription)")
        }
        #expect(
            ((try? BoundedRegex(pattern)) != nil) == Self.vendorCompiles(pattern),
            "compiles \(pattern.debugDescription)")
    }

    /// The vendor refuses an empty pattern: MATCHES false, DOES_NOT_MATCH true, and the app hears why once.
    @Test func anEmptyPatternIsRefusedAndReported() {
        let regexes = RegexCache()
        var reports: [RInAppMessagingError] = []
        let matches = TriggerAttribute(name: "v", value: "", type: .string, operator: .matchesRegex)
        let notMatches = TriggerAttribute(name: "v", value: "", type: .string, operator: .doesNotMatchRegex)
        #expect(!AttributeMatcher.matches(.string("x"), matches, regexes: regexes) { reports.append($0) })
        #expect(AttributeMatcher.matches(.string("x"), notMatches, regexes: regexes) { reports.append($0) })
        #expect(reports == [.invalidRegex(pattern: "", reason: "syntax error: empty pattern")])
    }

    /// Constructs this matcher refuses although the vendor compiles them (they need backtracking, or are
    /// rarely authored): refused and reported, so MATCHES is false and DOES_NOT_MATCH true. Limits are
    /// in ``BoundedRegex``.
    @Test(arguments: [
        #"(a)\1"#, #"(?<n>a)\k<n>"#, "(?=a)", "(?!a)", "(?<=a)b", "(?i)a", "(?>a)", "a++",
        "a{2}+", #"\p{L}"#, #"\N{LATIN SMALL LETTER A}"#, #"\X"#, "[[:alpha:]]", "[a-z&&[^b]]",
        "[a--b]", "x{1001}",
    ])
    func deliberateDivergencesAreRefused(pattern: String) {
        #expect(Self.vendorCompiles(pattern), "the vendor compiles \(pattern.debugDescription)")
        #expect(throws: BoundedRegex.RegexError.self) { try BoundedRegex(pattern) }
    }
}
