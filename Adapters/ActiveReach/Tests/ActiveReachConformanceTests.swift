import ActiveReachConformance
import PrimerConformance
import PrimerConformanceTesting
import Testing

/// The shared conformance suite on what the cross-adapter test does not cover: a campaign with a
/// 30-day cooldown, and one with none (`cooldownDays` 0: no period, so no throttle and no stamp).
@Suite struct ActiveReachConformanceTests {
    @Test(arguments: ["30", "0"], ConformanceCheck.allCases)
    func withCooldownDays(_ days: String, _ check: ConformanceCheck) async throws {
        let descriptor = try ActiveReachProfile.configuration.configured([("cooldownDays", days)])
        try await expectConformance(descriptor.descriptor, check)
    }
}
