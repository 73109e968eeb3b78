import Testing

@_spi(Fuzzing) @testable import RakutenAdapter

/// Every operator against every attribute type, with the boundaries of the ±1000 ms time tolerance.
@Suite("Trigger operators × types")
struct OperatorTableTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let value: CustomAttribute.Value
        let op: AttributeOperator
        let trigger: String
        let expected: Bool
        var testDescription: String { "\(value) \(op) \(trigger) → \(expected)" }
    }

    static let cases: [Case] = [
        // String
        Case(value: .string("hi"), op: .equals, trigger: "hi", expected: true),
        Case(value: .string("hi"), op: .equals, trigger: "HI", expected: false),
        Case(value: .string("hi"), op: .isNotEqual, trigger: "HI", expected: true),
        Case(value: .string("hi"), op: .isNotEqual, trigger: "hi", expected: false),
        Case(value: .string("b"), op: .greaterThan, trigger: "a", expected: false),
        Case(value: .string("a"), op: .lessThan, trigger: "b", expected: false),
        Case(value: .string(""), op: .isBlank, trigger: "", expected: true),
        Case(value: .string(" "), op: .isBlank, trigger: "", expected: false),
        Case(value: .string("x"), op: .isNotBlank, trigger: "", expected: true),
        Case(value: .string(""), op: .isNotBlank, trigger: "", expected: false),
        Case(value: .string("order-123"), op: .matchesRegex, trigger: #"\d{3}"#, expected: true),
        Case(value: .string("ORDER"), op: .matchesRegex, trigger: "order", expected: false),
        Case(value: .string("order"), op: .doesNotMatchRegex, trigger: "^x", expected: true),
        Case(value: .string("xorder"), op: .doesNotMatchRegex, trigger: "^x", expected: false),
        Case(value: .string("a"), op: .matchesRegex, trigger: "(", expected: false),
        Case(value: .string("a"), op: .doesNotMatchRegex, trigger: "(", expected: true),
        Case(value: .string("a"), op: .invalid, trigger: "a", expected: false),
        // Integer
        Case(value: .int(5), op: .equals, trigger: "5", expected: true),
        Case(value: .int(5), op: .equals, trigger: "5.0", expected: false),
        Case(value: .int(5), op: .isNotEqual, trigger: "6", expected: true),
        Case(value: .int(10), op: .greaterThan, trigger: "5", expected: true),
        Case(value: .int(5), op: .greaterThan, trigger: "5", expected: false),
        Case(value: .int(4), op: .lessThan, trigger: "5", expected: true),
        Case(value: .int(5), op: .lessThan, trigger: "5", expected: false),
        Case(value: .int(5), op: .isBlank, trigger: "", expected: false),
        Case(value: .int(5), op: .isNotBlank, trigger: "", expected: false),
        Case(value: .int(5), op: .matchesRegex, trigger: "5", expected: false),
        Case(value: .int(5), op: .doesNotMatchRegex, trigger: "6", expected: false),
        // Double
        Case(value: .double(55.0), op: .equals, trigger: "55", expected: true),
        Case(value: .double(0.1 + 0.2), op: .equals, trigger: "0.3", expected: false),
        Case(value: .double(1.5), op: .isNotEqual, trigger: "1.25", expected: true),
        Case(value: .double(1.5), op: .greaterThan, trigger: "1.25", expected: true),
        Case(value: .double(1.5), op: .lessThan, trigger: "1.25", expected: false),
        Case(value: .double(1.5), op: .isBlank, trigger: "", expected: false),
        Case(value: .double(1.5), op: .matchesRegex, trigger: ".", expected: false),
        // Boolean
        Case(value: .bool(false), op: .equals, trigger: "false", expected: true),
        Case(value: .bool(true), op: .equals, trigger: "TRUE", expected: true),
        Case(value: .bool(true), op: .equals, trigger: "yes", expected: false),
        // The matcher reads only true/false (the vendor's Bool(value.lowercased())): 1 and 0 match nothing,
        // although a button re-logging its trigger converts them (ButtonTriggerBooleanTests).
        Case(value: .bool(true), op: .equals, trigger: "1", expected: false),
        Case(value: .bool(false), op: .equals, trigger: "0", expected: false),
        Case(value: .bool(false), op: .isNotEqual, trigger: "1", expected: false),
        Case(value: .bool(true), op: .isNotEqual, trigger: "false", expected: true),
        Case(value: .bool(true), op: .greaterThan, trigger: "false", expected: false),
        Case(value: .bool(true), op: .lessThan, trigger: "false", expected: false),
        Case(value: .bool(true), op: .isNotBlank, trigger: "", expected: false),
        Case(value: .bool(true), op: .doesNotMatchRegex, trigger: "x", expected: false),
        // Time: EQUALS |e−t| ≤ 1000
        Case(value: .timeInMilliseconds(2000), op: .equals, trigger: "1000", expected: true),
        Case(value: .timeInMilliseconds(0), op: .equals, trigger: "1000", expected: true),
        Case(value: .timeInMilliseconds(2001), op: .equals, trigger: "1000", expected: false),
        Case(value: .timeInMilliseconds(-1), op: .equals, trigger: "1000", expected: false),
        Case(value: .timeInMilliseconds(1001), op: .equals, trigger: "500", expected: true),
        Case(value: .timeInMilliseconds(300), op: .equals, trigger: "1400", expected: false),
        // IS_NOT_EQUAL |e−t| > 1000
        Case(value: .timeInMilliseconds(2000), op: .isNotEqual, trigger: "1000", expected: false),
        Case(value: .timeInMilliseconds(2001), op: .isNotEqual, trigger: "1000", expected: true),
        Case(value: .timeInMilliseconds(0), op: .isNotEqual, trigger: "1000", expected: false),
        Case(value: .timeInMilliseconds(-1), op: .isNotEqual, trigger: "1000", expected: true),
        // GREATER_THAN e−t > 1000
        Case(value: .timeInMilliseconds(2000), op: .greaterThan, trigger: "1000", expected: false),
        Case(value: .timeInMilliseconds(2001), op: .greaterThan, trigger: "1000", expected: true),
        // LESS_THAN e−t < −1000
        Case(value: .timeInMilliseconds(0), op: .lessThan, trigger: "1000", expected: false),
        Case(value: .timeInMilliseconds(-1), op: .lessThan, trigger: "1000", expected: true),
        // Overflowing differences stay on the right side.
        Case(value: .timeInMilliseconds(Int.max), op: .greaterThan, trigger: "\(Int.min)", expected: true),
        Case(value: .timeInMilliseconds(Int.min), op: .lessThan, trigger: "\(Int.max)", expected: true),
        Case(value: .timeInMilliseconds(Int.min), op: .equals, trigger: "\(Int.max)", expected: false),
        Case(value: .timeInMilliseconds(5), op: .isBlank, trigger: "", expected: false),
        Case(value: .timeInMilliseconds(5), op: .matchesRegex, trigger: "5", expected: false),
        Case(value: .timeInMilliseconds(5), op: .equals, trigger: "soon", expected: false),
    ]

    @Test(arguments: cases)
    func operatorByType(_ item: Case) {
        let condition = TriggerAttribute(name: "a", value: item.trigger, type: item.value.type, operator: item.op)
        #expect(AttributeMatcher.matches(item.value, condition) == item.expected)
    }

    @Test(arguments: AttributeType.allCases.filter { $0 != .invalid })
    func typesMustAgree(_ type: AttributeType) {
        let trigger = type == .boolean ? "true" : "1"
        let condition = TriggerAttribute(name: "a", value: trigger, type: type, operator: .equals)
        let values: [CustomAttribute.Value] = [
            .string(trigger), .int(1), .double(1), .bool(true), .timeInMilliseconds(1),
        ]
        for value in values {
            #expect(AttributeMatcher.matches(value, condition) == (value.type == type), "\(value) vs \(type)")
        }
    }

    @Test func everyOperatorIsCovered() {
        let covered = Set(Self.cases.map(\.op))
        #expect(covered == Set(AttributeOperator.allCases))
    }

    @Test func invalidRegexIsReportedOnce() {
        let cache = RegexCache()
        var reports: [RInAppMessagingError] = []
        let condition = TriggerAttribute(name: "a", value: "[a-", type: .string, operator: .matchesRegex)
        #expect(!AttributeMatcher.matches(.string("a"), condition, regexes: cache) { reports.append($0) })
        #expect(!AttributeMatcher.matches(.string("b"), condition, regexes: cache) { reports.append($0) })
        #expect(reports.count == 1)
        guard case let .invalidRegex(pattern, _)? = reports.first else {
            Issue.record("no report")
            return
        }
        #expect(pattern == "[a-")
    }
}
