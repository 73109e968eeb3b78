import Foundation
import PrimerConformance
@_spi(AdapterAuthoring) import PrimerCore
import Testing

/// Prints parsing and routing figures (timings are printed, never asserted).
@Suite struct PushThroughputFigures {
    @Test func parseAndRouteFigures() throws {
        let text =
            #"{"aps":{"alert":{"title":"Sale","body":"50% off"},"badge":1,"sound":"default","#
            + #""mutable-content":1,"relevance-score":0.5},"x-sender":"notificare","notificationId":"n-1","#
            + #""actions":[{"type":"re.notifica.action.Browser","label":"Open"}],"orderId":42}"#
        let data = Data(text.utf8)
        let count = 2_000
        let clock = ContinuousClock()
        var parsed: PushPayload?
        let parsing = try clock.measure {
            for _ in 0..<count { parsed = try PushPayload(json: data) }
        }
        let payload = try #require(parsed)
        let router = PushEventRouter()
        let stream = router.events()
        let routing = clock.measure {
            for _ in 0..<count { router.post(.notificationReceived(payload, delivery: .standard)) }
        }
        router.finish()
        _ = stream
        TestConsole.say(
            "push figures: parse \(Self.micros(parsing, count)) µs/payload, route to one stream "
                + "\(Self.micros(routing, count)) µs/event (\(count) each)")
        #expect(payload.aps.badge == 1)
    }

    static func micros(_ duration: Duration, _ count: Int) -> String {
        let seconds = Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
        return String(format: "%.1f", seconds * 1e6 / Double(count))
    }
}
