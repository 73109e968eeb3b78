import PrimerConformance
import PrimerCore
import PrimerSimulator
import PushwooshAdapter
import Testing

/// Printed figures (never asserted): what an attempt and a resolution cost on this machine.
@Suite struct PushwooshFigures {
    @Test func attemptsAndResolutionsPerSecond() async {
        let fixture = PushwooshFixture(user: .answering(card: .later))
        let clock = ContinuousClock()
        let attempts = 2_000
        var declined = 0
        let shown = await clock.measure {
            for _ in 0..<attempts where await fixture.basic().style(.sheet).presentAsync().outcome == .declined {
                declined += 1
            }
        }
        let builder = fixture.basic().style(.sheet).position(.center).backgroundGradient([.systemBlue, .systemGreen])
            .imageURL("https://cdn.example.com/hero.png")
        var presentable = 0
        let resolved = clock.measure {
            for _ in 0..<attempts where builder.resolution.isPresentable { presentable += 1 }
        }
        #expect(declined == attempts)
        #expect(presentable == attempts)
        TestConsole.say(
            "pushwoosh figures: \(attempts) shown+declined attempts in \(shown) "
                + "(\(Int(Double(attempts) / shown.seconds))/s); \(attempts) resolutions in \(resolved) "
                + "(\(Int(Double(attempts) / resolved.seconds))/s)")
    }
}

extension Duration {
    fileprivate var seconds: Double {
        Double(components.seconds) + Double(components.attoseconds) / 1e18
    }
}
