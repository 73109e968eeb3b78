import Foundation
import Testing

@testable import PrimerConformance

/// Labels of far clock values and huge steps never trap.
@Suite struct SaturatingSecondsTests {
    @Test(
        arguments: [(1.9, 1), (-1.9, -1), (1e300, .max), (-1e300, .min), (.infinity, .max), (.nan, 0)]
            as [(Double, Int)])
    func secondsSaturate(seconds: Double, expected: Int) {
        #expect(Int(saturatingSeconds: seconds) == expected)
    }

    @Test func aHugeAdvanceIsLabelled() {
        #expect(ScenarioStep.advance(86_400 * 0x1p70).description == "+\(Int.max)d")
        #expect(StepJudge.format(Date(timeIntervalSince1970: 1e300)) == "t+\(Int.max)s")
    }
}
