import ActiveReachAdapter
import ActiveReachConformance
import PrimerConformance
import PrimerConformanceTesting
import PrimerCore
import Testing

/// The shared conformance suite against the ActiveReach adapter: every check, one case each; checks of
/// capabilities the adapter does not claim show as skipped.
@Suite struct ActiveReachConformanceTests {
    @Test(arguments: ConformanceCheck.allCases)
    func conforms(_ check: ConformanceCheck) async throws {
        try await expectConformance(.activeReach, check)
    }
}
