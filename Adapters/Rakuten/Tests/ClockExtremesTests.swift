import Foundation
import PrimerCore
import PrimerSimulator
import Testing

@_spi(Fuzzing) @testable import RakutenAdapter

/// A device clock anywhere (a corrupt RTC, a test moving time far) never traps: times beyond `Int64`
/// milliseconds saturate and compare with campaign end dates as the farthest past or future.
@Suite("Clock extremes")
struct ClockExtremesTests {
    @Test(
        arguments: [
            (1.5, Int64(1_500)), (-1.5, -1_500), (1e300, .max), (-1e300, .min), (.infinity, .max),
            (-.infinity, .min), (9.3e15, .max), (-9.3e15, .min), (.nan, 0),
        ] as [(TimeInterval, Int64)])
    func millisecondsSaturate(seconds: TimeInterval, expected: Int64) {
        #expect(Int64(millisecondsSince1970: Date(timeIntervalSince1970: seconds)) == expected)
    }

    /// Far in the future every dated campaign has ended and undated ones still show; far in the past
    /// both show.
    @Test(arguments: [(1e300, ["undated"]), (-1e300, ["dated", "undated"])] as [(TimeInterval, [String])])
    func logEventAtAnExtremeClockMatchesByEndDate(seconds: TimeInterval, shown: [String]) async {
        var dated = CampaignData.onEvent("dated")
        dated.hasNoEndDate = false
        dated.messagePayload.messageSettings.displaySettings.endTimeMillis = 4_102_444_800_000 // 2100
        let undated = CampaignData.onEvent("undated")
        let harness = Harness(campaigns: [dated, undated])
        let presenter = ScriptedPresenter()
        let messaging = harness.launch(presenter: presenter)
        harness.device.clock.set(Date(timeIntervalSince1970: seconds))
        messaging.logEvent(CustomEvent(withName: "go"))
        await messaging.waitUntilIdle()
        #expect(presenter.shown.sorted() == shown)
    }
}
