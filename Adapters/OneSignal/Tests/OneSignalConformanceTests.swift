import OneSignalConformance
import PrimerConformance
import PrimerConformanceTesting
import Testing

/// The shared conformance suite on the adapter as the catalog describes it (OneSignal has no other
/// configuration), so the adapter's own tests judge it without the cross-adapter target.
@Suite struct OneSignalConformanceTests {
    @Test(arguments: ConformanceCheck.allCases)
    func asDescribed(_ check: ConformanceCheck) async throws {
        try await expectConformance(.oneSignal, check)
    }
}
