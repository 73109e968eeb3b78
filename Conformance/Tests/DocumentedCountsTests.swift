import Foundation
@_spi(AdapterAuthoring) import PrimerCore
import Testing

/// The counts the documentation states are the code's: a broken adapter or a language added without
/// its sentence fails here, so the README stays true as read.
@Suite struct DocumentedCountsTests {
    private static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    private static func text(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    /// Every number in `path` written right after `prefix` (digits or an English number word).
    private static func counts(in path: String, after prefix: String, before suffix: String) throws -> [Int] {
        let words = ["one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve"]
        let pattern =
            NSRegularExpression.escapedPattern(for: prefix) + #"([0-9]+|[a-z]+) "#
            + NSRegularExpression.escapedPattern(for: suffix)
        let regex = try NSRegularExpression(pattern: pattern)
        let text = try text(path)
        return regex.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap { match in
            guard let range = Range(match.range(at: 1), in: text) else { return nil }
            let word = String(text[range])
            return Int(word) ?? words.firstIndex(of: word).map { $0 + 1 }
        }
    }

    @Test(arguments: [
        ("README.md", "self-tests ("),
        ("Conformance/README.md", "both references pass, "),
        ("Conformance/README.md", "`BrokenAdapterTests`: "),
    ])
    func brokenAdapterCountsAreTheCatalogue(path: String, prefix: String) throws {
        let stated = try Self.counts(in: path, after: prefix, before: "broken adapters")
        #expect(!stated.isEmpty, "\(path) no longer says how many broken adapters after \"\(prefix)\"")
        #expect(stated.allSatisfy { $0 == BrokenAdapter.allCases.count }, "\(path): \(stated)")
    }

    @Test(arguments: [
        ("README.md", "default strings in ", "languages"),
        ("README.md", "the default strings, ", "languages"),
    ])
    func languageCountsAreTheShippedTables(path: String, prefix: String, suffix: String) throws {
        let stated = try Self.counts(in: path, after: prefix, before: suffix)
        #expect(!stated.isEmpty, "\(path) no longer says how many languages after \"\(prefix)\"")
        #expect(stated.allSatisfy { $0 == PrimerStrings.languages.count }, "\(path): \(stated)")
    }
}
