import Foundation
import PrimerConformance
import PrimerCore
import RakutenConformance
import Testing

@_spi(Fuzzing) @testable import RakutenAdapter

/// One logged event costs a bounded amount of matching work, however hostile the campaigns: work is
/// counted in steps (so every answer here is deterministic), and times are printed, never asserted.
@Suite("Matching work budget")
struct MatchBudgetTests {
    /// Linear, but 990 optional `a`s before a `b` against 8,192 `a`s costs about 16 million steps.
    static let adversarial = "(?:a?){990}b"
    static let longValue = String(repeating: "a", count: BoundedRegex.maxInputLength)

    static func overBudget(_ error: RInAppMessagingError) -> String?? {
        if case let .matchingBudgetExceeded(campaignId, _) = error { campaignId } else { nil }
    }

    @Test func theAdversarialPatternRunsOutOfStepsDeterministically() throws {
        let regex = try BoundedRegex(Self.adversarial)
        let limit = MatchBudget.stepsPerEvent + MatchBudget.stepsPerCampaign
        let start = Date()
        let first = regex.evaluate(Self.longValue, stepLimit: limit)
        TestConsole.say(
            "[measure] \(Self.adversarial) on \(Self.longValue.count) chars, stopped at \(first.steps) steps: "
                + "\(Int(Date().timeIntervalSince(start) * 1000)) ms (debug build)")
        #expect(first.outcome == .outOfSteps)
        #expect(first.steps == limit)
        #expect(regex.evaluate(Self.longValue, stepLimit: limit) == first, "the same answer every time")
        #expect(regex.evaluate(String(repeating: "a", count: 20) + "b", stepLimit: limit).outcome == .found(true))
    }

    @Test(arguments: [AttributeOperator.matchesRegex, .doesNotMatchRegex])
    func aConditionOverBudgetIsNotSatisfiedAndReported(op: AttributeOperator) {
        var reports: [RInAppMessagingError] = []
        let condition = TriggerAttribute(name: "text", value: Self.adversarial, type: .string, operator: op)
        #expect(!AttributeMatcher.matches(.string(Self.longValue), condition) { reports.append($0) })
        #expect(reports == [.matchingBudgetExceeded(campaignId: nil, limit: MatchBudget.stepsPerEvent)])
    }

    @Test func anOrdinaryPatternOnTheLongestValueFitsTheBudget() {
        var reports: [RInAppMessagingError] = []
        let condition = TriggerAttribute(name: "text", value: "^a+$", type: .string, operator: .matchesRegex)
        #expect(AttributeMatcher.matches(.string(Self.longValue), condition) { reports.append($0) })
        #expect(reports.isEmpty)
    }

    /// A ping as large as the limits allow that is hostile in every condition: one event costs one
    /// budget, each hostile campaign is reported once (not at every event), and a cheap campaign after
    /// them still shows.
    @Test func aPingSizedHostileCampaignSetCostsOneBudgetPerEvent() async {
        let hostileConditions = Array(
            repeating: TriggerAttribute(
                name: "text", value: Self.adversarial, type: .string,
                operator: .matchesRegex),
            count: WireLimits.maxAttributes)
        var campaigns = (0..<WireLimits.maxCampaigns - 1).map {
            CampaignData.onEvent("hostile-\($0)", attributes: hostileConditions)
        }
        campaigns.append(
            .onEvent(
                "cheap",
                attributes: [
                    TriggerAttribute(
                        name: "text", value: "", type: .string,
                        operator: .isNotBlank)
                ]))
        let harness = Harness(campaigns: campaigns)
        #expect(Harness.ping(campaigns).count <= WireLimits.maxResponseBytes)
        let presenter = ScriptedPresenter()
        let messaging = harness.launch(presenter: presenter)
        await messaging.waitUntilIdle()
        let event = CustomEvent(
            withName: "go",
            withCustomAttributes: [
                CustomAttribute(withKeyName: "text", withStringValue: Self.longValue)
            ])

        for round in 1...2 {
            let start = Date()
            messaging.logEvent(event)
            await messaging.waitUntilIdle()
            TestConsole.say(
                "[measure] logEvent against \(campaigns.count) hostile campaigns × \(WireLimits.maxAttributes) "
                    + "conditions, round \(round): \(Int(Date().timeIntervalSince(start) * 1000)) ms (debug build)")
            #expect(presenter.shown == Array(repeating: "cheap", count: round))
        }
        let reported = harness.errors.all.compactMap(Self.overBudget)
        #expect(reported.count == campaigns.count - 1, "each hostile campaign once, however many events")
        #expect(Set(reported) == Set(campaigns.dropLast().map(\.campaignId)))
    }
}
