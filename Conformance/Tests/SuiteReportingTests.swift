import Foundation
import PrimerConformance
import PrimerConformanceTesting
import PrimerCore
import Testing

/// What a contributor reads: failures as values, capped, skipped checks with reasons, and the Swift
/// Testing layer pointing at the caller.
@Suite struct SuiteReportingTests {
    @Test func failuresReadAsCheckStepGotWant() async throws {
        let report = await ConformanceSuite(descriptor: BrokenAdapter.promptWithoutAccept.descriptor).run([
            .noPromptWithoutAccept
        ])
        let failure = try #require(report.failures.first)
        #expect(failure.check == .noPromptWithoutAccept)
        #expect(
            failure.description
                == "\(failure.check.rawValue): \(failure.step): got \(failure.got), want \(failure.want)")
        #expect(failure.step.hasPrefix("from notDetermined › launch"))
        #expect(failure.want == "none")
        #expect(report.description.contains("FAIL promise.noPromptWithoutAccept"))
    }

    @Test func failuresAreCappedAndTheRestCounted() async throws {
        let suite = ConformanceSuite(descriptor: BrokenAdapter.ignoreThrottle.descriptor, failureCap: 2)
        let result = try #require(await suite.run([.throttleHonoured]).results.first)
        #expect(result.failures.count == 2)
        #expect(result.omittedFailures > 0)
    }

    @Test func anUnclaimedCapabilitySkipsVisiblyWithTheReason() async {
        let report = await ConformanceSuite(descriptor: .reference).run([.pushEventsDelivered, .noPromptWithoutAccept])
        #expect(report.results.map(\.outcome) == [.skipped(reason: "Reference does not claim pushEvents"), .passed])
        #expect(!report.passedChecks.contains(.pushEventsDelivered))
        #expect(report.description.contains("SKIP push.eventsDelivered: Reference does not claim pushEvents"))
    }

    @Test func recordingPointsAtTheCaller() async {
        let report = await ConformanceSuite(descriptor: BrokenAdapter.eventsOutOfOrder.descriptor, failureCap: 1)
            .run([.oneOutcomeOrderedEvents])
        let here = SourceLocation(fileID: #fileID, filePath: #filePath, line: 40, column: 1)
        withKnownIssue {
            report.record(sourceLocation: here)
        } matching: { issue in
            issue.sourceLocation == here && "\(issue)".contains("promise.oneOutcomeOrderedEvents")
        }
    }

    @Test func reportsRoundTripThroughJSONForTools() async throws {
        let report = await ConformanceSuite(descriptor: BrokenAdapter.promptTwice.descriptor, failureCap: 3)
            .run([.noPromptUnlessStatusAllows, .pushEventsDelivered, .optionsAsDeclared])
        let decoded = try JSONDecoder().decode(ConformanceReport.self, from: JSONEncoder().encode(report))
        #expect(decoded == report)
        #expect(!decoded.failures.isEmpty)
    }

    @Test func everyCheckNamesItsCapabilityOrNone() {
        let gated = ConformanceCheck.allCases.filter { !$0.requiredCapabilities.isEmpty }
        #expect(gated.count == 10)
        #expect(ConformanceCheck.allCases.allSatisfy { !$0.summary.isEmpty && $0.description == $0.rawValue })
    }
}
