import ActiveReachConformance
import PrimerConformance
import PrimerConformanceTesting
import Testing

/// The shared conformance suite on what the cross-adapter test does not cover: a campaign with a
/// 30-day cooldown (`cooldownDays` 30).
@Suite struct ActiveReachConformanceTests {
    static let monthLongCooldown = try! ActiveReachProfile.configuration.configured([("cooldownDays", "30")]).descriptor

    @Test(arguments: ConformanceCheck.allCases)
    func withAMonthLongCooldown(_ check: ConformanceCheck) async throws {
        try await expectConformance(Self.monthLongCooldown, check)
    }
}
