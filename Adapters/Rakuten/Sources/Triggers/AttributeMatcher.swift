/// Compares one event attribute with one trigger condition: the eight operators with the type rules of
/// the vendor's documentation.
///
/// - The event attribute must have the condition's type; the trigger value is parsed as that type
///   (an unparsable value satisfies nothing).
/// - String: EQUALS, IS_NOT_EQUAL, IS_BLANK, IS_NOT_BLANK, MATCHES_REGEX, DOES_NOT_MATCH_REGEX
///   (case-sensitive, as documented).
/// - Integer and double: EQUALS, IS_NOT_EQUAL, GREATER_THAN, LESS_THAN as `event op trigger` (doubles exactly).
/// - Boolean: EQUALS, IS_NOT_EQUAL (`true` / `false`, any letter case).
/// - Time in milliseconds: with a 1000 ms tolerance: EQUALS `|e−t| ≤ 1000`, IS_NOT_EQUAL `|e−t| > 1000`,
///   GREATER_THAN `e−t > 1000`, LESS_THAN `e−t < −1000`.
/// - A regex that cannot be used (syntax, unsupported, too complex) or a value too long to match within
///   the bound: MATCHES_REGEX is false, DOES_NOT_MATCH_REGEX is true, and the problem is reported (a bad
///   pattern once per ``RegexCache``, a long value each time).
/// - The work is bounded (`MatchBudget`): a condition whose answer needs more work than is left is not
///   satisfied, whichever the operator, and is reported as
///   ``RInAppMessagingError/matchingBudgetExceeded(campaignId:limit:)``.
enum AttributeMatcher {
    /// The tolerance of time comparisons, in milliseconds.
    static let timeToleranceMilliseconds = 1_000

    /// Whether `value` satisfies `condition`; regex problems go to `report`. One call may spend the
    /// work of one event (``RInAppMessagingError/matchingBudgetExceeded(campaignId:limit:)``: `false`).
    static func matches(
        _ value: CustomAttribute.Value, _ condition: TriggerAttribute,
        regexes: RegexCache = RegexCache(),
        report: (RInAppMessagingError) -> Void = { _ in }
    ) -> Bool {
        var budget = MatchBudget()
        guard let answer = matches(value, condition, regexes: regexes, budget: &budget, report: report) else {
            report(.matchingBudgetExceeded(campaignId: nil, limit: MatchBudget.stepsPerEvent))
            return false
        }
        return answer
    }

    /// Whether `value` satisfies `condition`, spending `budget`; `nil` when the answer needs more than
    /// the budget has left.
    static func matches(
        _ value: CustomAttribute.Value, _ condition: TriggerAttribute, regexes: RegexCache,
        budget: inout MatchBudget, report: (RInAppMessagingError) -> Void
    ) -> Bool? {
        switch (value, condition.matchingValue) {
        case let (.string(text), .string?):
            // Comparing strings reads them: one step per 64 bytes.
            guard budget.spend(1 + text.utf8.count / 64) else { return nil }
            return matchString(text, condition, regexes: regexes, budget: &budget, report: report)
        case let (.int(number), .int(expected)?):
            return budget.spend(1) ? compare(number, expected, condition.operator) : nil
        case let (.double(number), .double(expected)?):
            return budget.spend(1) ? compare(number, expected, condition.operator) : nil
        case let (.bool(flag), .bool(expected)?):
            guard budget.spend(1) else { return nil }
            switch condition.operator {
            case .equals: return flag == expected
            case .isNotEqual: return flag != expected
            default: return false
            }
        case let (.timeInMilliseconds(time), .timeInMilliseconds(expected)?):
            return budget.spend(1) ? compareTime(time, expected, condition.operator) : nil
        default:
            // Types differ, or the trigger value does not parse as its type.
            return budget.spend(1) ? false : nil
        }
    }

    private static func compare<Number: Comparable>(
        _ event: Number, _ trigger: Number,
        _ op: AttributeOperator
    ) -> Bool {
        switch op {
        case .equals: event == trigger
        case .isNotEqual: event != trigger
        case .greaterThan: event > trigger
        case .lessThan: event < trigger
        default: false
        }
    }

    private static func compareTime(_ event: Int, _ trigger: Int, _ op: AttributeOperator) -> Bool {
        // Differences that overflow `Int` are far outside the tolerance in the direction of the sign.
        let (difference, overflow) = event.subtractingReportingOverflow(trigger)
        let delta = overflow ? (event > trigger ? Int.max : Int.min) : difference
        let tolerance = timeToleranceMilliseconds
        switch op {
        case .equals: return delta.magnitude <= UInt(tolerance)
        case .isNotEqual: return delta.magnitude > UInt(tolerance)
        case .greaterThan: return delta > tolerance
        case .lessThan: return delta < -tolerance
        default: return false
        }
    }

    private static func matchString(
        _ text: String, _ condition: TriggerAttribute, regexes: RegexCache,
        budget: inout MatchBudget, report: (RInAppMessagingError) -> Void
    ) -> Bool? {
        switch condition.operator {
        case .equals: return text == condition.value
        case .isNotEqual: return text != condition.value
        case .isBlank: return text.isEmpty
        case .isNotBlank: return !text.isEmpty
        case .matchesRegex, .doesNotMatchRegex:
            let wantsMatch = condition.operator == .matchesRegex
            let compiled = regexes.regex(condition.value, budget: &budget) { error in
                report(.invalidRegex(pattern: condition.value, reason: error.description))
            }
            switch compiled {
            case nil:
                return nil
            case .failure?:
                return !wantsMatch
            case let .success(regex)?:
                let (outcome, steps) = regex.evaluate(text, stepLimit: budget.available)
                switch outcome {
                case let .found(found):
                    _ = budget.spend(steps)
                    return found == wantsMatch
                case .inputTooLong:
                    _ = budget.spend(steps)
                    report(
                        .regexInputTooLong(
                            attribute: condition.name, length: text.unicodeScalars.count,
                            limit: BoundedRegex.maxInputLength))
                    return !wantsMatch
                case .outOfSteps:
                    budget.exhaust()
                    return nil
                }
            }
        case .greaterThan, .lessThan, .invalid:
            return false
        }
    }
}
